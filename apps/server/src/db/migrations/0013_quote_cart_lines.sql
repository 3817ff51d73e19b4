-- An accepted quotation's lines in the cart (account-area.md, Quotation page): a cart line
-- priced by a quotation keeps the quoted amounts, in pence, instead of the catalogue's. Its
-- total is (base + weekend + location + option + chosen add-ons) × qty − the quote's
-- discount; a voucher applies on top, as on any line. `quote` holds what the quotation says
-- of the line for display (its name, image, add-ons, schedule, sessions); null on a line
-- the customer put in the cart themselves.
ALTER TABLE cart_lines
  ADD COLUMN IF NOT EXISTS quote_line_id integer REFERENCES quote_lines (id) ON DELETE SET NULL,
  ADD COLUMN IF NOT EXISTS wkd_pence integer NOT NULL DEFAULT 0 CHECK (wkd_pence >= 0),
  ADD COLUMN IF NOT EXISTS loc_pence integer NOT NULL DEFAULT 0 CHECK (loc_pence >= 0),
  ADD COLUMN IF NOT EXISTS opt_pence integer NOT NULL DEFAULT 0 CHECK (opt_pence >= 0),
  ADD COLUMN IF NOT EXISTS quote_disc_pence integer NOT NULL DEFAULT 0 CHECK (quote_disc_pence >= 0),
  ADD COLUMN IF NOT EXISTS quote jsonb;

-- A quote line goes into a cart once, whatever the calls: the database refuses a second copy
-- (accepting also holds the request's row lock, so a second accept never gets this far).
CREATE UNIQUE INDEX IF NOT EXISTS cart_lines_one_per_quote_line ON cart_lines (quote_line_id);
