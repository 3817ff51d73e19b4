-- Credit redeemed at checkout is taken once a cart (issue 18): when the cart is confirmed,
-- whatever the payment method, and given back (the entry deleted) if the cart is reopened
-- unpaid. The database refuses a second deduction for the same cart.
CREATE UNIQUE INDEX account_credit_entries_one_cart ON account_credit_entries (ticket)
  WHERE source = 'booking';
