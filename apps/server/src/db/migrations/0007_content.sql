-- The site's content (visitor-and-entry.md sections 2, 3 and 7; booking-flow.md's home page).
-- Written by us (seed/content), never by a form: its HTML is checked against an allowlist when
-- seeded, and the site sanitises it again in its one HTML component.

-- Single CMS documents by key: home-top, footer, aboutus, rate, howitworks, faq,
-- contactuscontent, termsandconditions, termsofuse, privacypolicy, home-body-2, home-body-3,
-- paynow. `content` is what the call answers.
CREATE TABLE cms_documents (
  key text PRIMARY KEY,
  content jsonb NOT NULL
);

-- Page metadata per url of the route table.
CREATE TABLE page_metadata (
  url text PRIMARY KEY CHECK (url LIKE '/%'),
  title text NOT NULL,
  description text NOT NULL,
  keywords text NOT NULL,
  -- The path search engines should index for this url (an alias names its main route).
  canonical text NOT NULL CHECK (canonical LIKE '/%'),
  robots text NOT NULL DEFAULT 'index, follow'
);

-- The menu: services, their sub-services, and the bookable options of each sub-service.
CREATE TABLE content_services (
  svcnum text PRIMARY KEY,
  position integer NOT NULL,
  svcname text NOT NULL,
  svcdesc text NOT NULL,
  imageurl text NOT NULL
);

CREATE TABLE content_sub_services (
  subsvcnum text PRIMARY KEY,
  svcnum text NOT NULL REFERENCES content_services (svcnum) ON DELETE CASCADE,
  position integer NOT NULL,
  subsvcname text NOT NULL,
  subsvcdesc text NOT NULL,
  imageurl text NOT NULL,
  -- The service page's id: /{prodpageid} on the site.
  prodpageid text NOT NULL UNIQUE,
  header_img text NOT NULL,
  header_desc text NOT NULL
);

-- skipqn and displayaddon are read from the catalogue's category (service_categories, made
-- by a later migration), so the menu and the booking flow cannot disagree.
CREATE TABLE content_sub_service_options (
  subsvcnum text NOT NULL REFERENCES content_sub_services (subsvcnum) ON DELETE CASCADE,
  position integer NOT NULL,
  wdesc text NOT NULL,
  matcatnum text NOT NULL,
  btnlink text NOT NULL,
  PRIMARY KEY (subsvcnum, position)
);

-- Service content pages (cms/ourservice/{pageid}): title, description and ordered sections.
CREATE TABLE content_service_pages (
  pageid text PRIMARY KEY,
  page jsonb NOT NULL
);

CREATE TABLE content_blogs (
  id text PRIMARY KEY,
  pageurl text NOT NULL UNIQUE,
  title text NOT NULL,
  category text NOT NULL,
  -- Posts dated after the business's today are scheduled: not listed, not found.
  blog_date date NOT NULL,
  imageurl text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL
);
CREATE INDEX content_blogs_date ON content_blogs (blog_date DESC);

CREATE TABLE content_shop_products (
  matnum text PRIMARY KEY,
  position integer NOT NULL,
  catname text NOT NULL,
  matname text NOT NULL,
  imageurl text NOT NULL,
  price_pence integer NOT NULL CHECK (price_pence >= 0),
  redirecturl text NOT NULL,
  stockqty integer NOT NULL CHECK (stockqty >= 0)
);

CREATE TABLE content_projects (
  projcode text PRIMARY KEY,
  position integer NOT NULL,
  service text NOT NULL,
  projname text NOT NULL,
  imagefile text NOT NULL
);

CREATE TABLE content_project_satisfaction (
  projcode text NOT NULL REFERENCES content_projects (projcode) ON DELETE CASCADE,
  position integer NOT NULL,
  custname text NOT NULL,
  area text NOT NULL,
  servicedate date NOT NULL,
  comment text NOT NULL,
  PRIMARY KEY (projcode, position)
);
