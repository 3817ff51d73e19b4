import { messages, penceToPounds, storedPostcode, serverTexts } from "@bookwell/contract";

import type { HandlerResult, Handlers, InputlessHandler, ServiceContext } from "../../handler";
import { verifyCaptcha } from "../../captcha";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { todayOf } from "../../business-date";
import { clientAddress, limitAttempts } from "../auth/login";

/**
 * CMS, home, blogs, shop and the visitor forms (visitor-and-entry.md section 7; booking-flow.md's
 * home page). Content is read as the seed wrote it: its HTML was sanitised then (cms-html.ts).
 */

/** A CMS document as stored (`cms_documents.content`); a 404 when it was never seeded. */
async function cmsDocument(db: Queryable, key: string): Promise<unknown> {
  const [row] = await db.query<{ content: unknown }>(
    "SELECT content FROM cms_documents WHERE key = $1",
    [key],
  );
  if (!row) throw new HttpError(404, serverTexts.notFound);
  return row.content;
}

/**
 * How long a content answer is kept. Content is the same for every visitor and is written
 * only by the seed (or an operator, in the database): every server-rendered page reads about
 * ten of these calls, so each is read from the database at most once a minute per key
 * instead of once per page view. Capacity, prices, carts and anything of a customer's are
 * never kept.
 */
export const CONTENT_TTL_MS = 60_000;
/** Keys kept per app at most (a path parameter is the visitor's to choose). */
const CONTENT_KEYS_MAX = 500;
/** Per app: each `createApp` makes its own settings object, so a new app starts empty. */
const contentCache = new WeakMap<
  ServiceContext["config"],
  Map<string, { until: number; answer: Promise<HandlerResult> }>
>();

/**
 * A content handler whose answer is kept for {@link CONTENT_TTL_MS} per app, keyed by
 * the call, its parameters and the business date (a scheduled post appears on its day).
 * Concurrent misses share one read; a failed read is not kept.
 */
function keptFor<C extends ServiceContext>(
  name: string,
  handler: (ctx: C) => Promise<HandlerResult>,
): (ctx: C) => Promise<HandlerResult> {
  return (ctx) => {
    let entries = contentCache.get(ctx.config);
    if (!entries) contentCache.set(ctx.config, (entries = new Map()));
    const now = ctx.clock.now().getTime();
    const params = "params" in ctx ? ctx.params : null;
    const key = `${name} ${JSON.stringify(params)} ${todayOf(ctx)}`;
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.answer;
    const answer = handler(ctx);
    entries.delete(key);
    const oldest = entries.keys().next();
    if (entries.size >= CONTENT_KEYS_MAX && !oldest.done) entries.delete(oldest.value);
    entries.set(key, { until: now + CONTENT_TTL_MS, answer });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
}

/** A `cms/...` call answering `{ content }`, the way the CMS wraps its payload. */
const wrapped = (key: string): InputlessHandler =>
  keptFor(`cms:${key}`, async ({ db }) => ({ data: { content: await cmsDocument(db, key) } }));

type SubServiceRow = {
  svcnum: string;
  svcname: string;
  svcdesc: string;
  svcimage: string;
  subsvcnum: string;
  subsvcname: string;
  subsvcdesc: string;
  imageurl: string;
  prodpageid: string;
};

/** Services with their sub-services, in menu order (a service without any is left out). */
async function serviceMenu(db: Queryable) {
  const rows = await db.query<SubServiceRow>(
    `SELECT s.svcnum, s.svcname, s.svcdesc, s.imageurl AS svcimage, sub.subsvcnum, sub.subsvcname,
            sub.subsvcdesc, sub.imageurl, sub.prodpageid
       FROM content_services s
       JOIN content_sub_services sub ON sub.svcnum = s.svcnum
      ORDER BY s.position, sub.position`,
  );
  const services = new Map<string, { head: SubServiceRow; subs: SubServiceRow[] }>();
  for (const row of rows) {
    const entry = services.get(row.svcnum) ?? { head: row, subs: [] };
    entry.subs.push(row);
    services.set(row.svcnum, entry);
  }
  return [...services.values()];
}

const BLOG_COLUMNS = `id, title, category, to_char(blog_date, 'YYYY-MM-DD') AS "blogDate", pageurl,
  imageurl, summary`;

type FormKind = "contact" | "question" | "enquiry" | "crew";

/** Checks the captcha, then keeps the form as plain text (the contract has checked it). */
/**
 * A visitor form's limit, per address and per e-mail (`limitAttempts`: ten a quarter of an
 * hour each, in the database so every copy shares it), before anything is stored or mailed.
 */
async function limitForm(ctx: ServiceContext, kind: string, email: string): Promise<void> {
  await limitAttempts(ctx.db, ctx.clock, `form:${kind}:ip:${clientAddress(ctx.c, ctx.config)}`);
  await limitAttempts(ctx.db, ctx.clock, `form:${kind}:email:${email.trim().toLowerCase()}`);
}

async function receive(
  ctx: ServiceContext,
  form: { altcha: string } & Record<string, unknown>,
  kind: FormKind,
  email: string,
) {
  const { altcha, ...fields } = form;
  await limitForm(ctx, kind, email);
  if (!(await verifyCaptcha(altcha, ctx))) throw new HttpError(400, messages.captchaRequired);
  await ctx.db.query("INSERT INTO form_submissions (kind, email, body) VALUES ($1, $2, $3)", [
    kind,
    email.trim().toLowerCase(),
    JSON.stringify(fields),
  ]);
  return { data: null, message: messages.requestSumitted };
}

/**
 * The form with its postal code as it is kept: `sw1a1aa` → `SW1A 1AA`. The
 * contract's rule has refused one that is neither a UK nor a Singapore postcode (400).
 */
function withStoredPostcode<F extends { postcode: string }>(form: F): F {
  return { ...form, postcode: storedPostcode(form.postcode) ?? form.postcode.trim() };
}

export const contentHandlers: Handlers = {
  // ── App start ───────────────────────────────────────────────────────────────────────────
  cmsMetadata: keptFor("cmsMetadata", async ({ db, clock, config }) => {
    const pages = await db.query(
      "SELECT url, title, description, keywords, canonical, robots FROM page_metadata ORDER BY url",
    );
    // A published post's page has the post's own title and summary; a scheduled one has none.
    const posts = await db.query<{
      pageurl: string;
      title: string;
      summary: string;
      category: string;
    }>(
      `SELECT pageurl, title, summary, category FROM content_blogs
        WHERE blog_date <= $1 ORDER BY blog_date DESC`,
      [todayOf({ clock, config })],
    );
    const postPages = posts.map((post) => {
      const url = `/blog/${post.pageurl}`;
      return {
        url,
        title: `${post.title} | ${config.brand.name}`,
        description: post.summary,
        keywords: `${post.category.toLowerCase()}, cleaning blog, ${config.brand.name}`,
        canonical: url,
        robots: "index, follow",
      };
    });
    return { data: [...pages, ...postPages] };
  }),

  cmsHomeTop: wrapped("home-top"),
  cmsFooter: wrapped("footer"),

  /** Menu items: each service with its sub-services. */
  homeServices: keptFor("homeServices", async ({ db }) => {
    const menu = await serviceMenu(db);
    return {
      data: menu.map(({ head, subs }) => ({
        name: head.svcname,
        number: head.svcnum,
        subservices: subs.map((sub) => ({
          name: sub.subsvcname,
          description: sub.subsvcdesc,
          image: sub.imageurl,
          number: sub.subsvcnum,
          prodpageid: sub.prodpageid,
        })),
      })),
    };
  }),

  /** The mega menu and the services list (/our-services). */
  homeOurServices: keptFor("homeOurServices", async ({ db }) => {
    const menu = await serviceMenu(db);
    return {
      data: menu.map(({ head, subs }) => ({
        svcnum: head.svcnum,
        svcname: head.svcname,
        svcdesc: head.svcdesc,
        imageurl: head.svcimage,
        subservices: subs.map((sub) => ({
          subsvcnum: sub.subsvcnum,
          subsvcname: sub.subsvcname,
          subsvcdesc: sub.subsvcdesc,
          imageurl: sub.imageurl,
          prodpageid: sub.prodpageid,
        })),
      })),
    };
  }),

  // ── Content pages ───────────────────────────────────────────────────────────────────────
  cmsAboutUs: wrapped("aboutus"),
  cmsRate: wrapped("rate"),
  cmsHowItWorks: wrapped("howitworks"),
  cmsFaq: wrapped("faq"),
  cmsContactUs: wrapped("contactuscontent"),
  cmsTermsAndConditions: wrapped("termsandconditions"),
  cmsTermsOfUse: wrapped("termsofuse"),
  cmsPrivacyPolicy: wrapped("privacypolicy"),
  cmsHomeBody2: wrapped("home-body-2"),
  cmsHomeBody3: wrapped("home-body-3"),

  /** The bank-transfer QR image and instructions: the document itself, not wrapped. */
  cmsPayNow: keptFor("cmsPayNow", async ({ db }) => {
    return { data: await cmsDocument(db, "paynow") };
  }),

  /** A service page; null when there is none (the site then shows /404). */
  cmsServicePage: keptFor("cmsServicePage", async ({ params, db }) => {
    const [row] = await db.query<{ page: { body_prod?: { catnum: string }[] } | null }>(
      "SELECT page FROM content_service_pages WHERE pageid = $1",
      [params.pageid],
    );
    const page = row?.page ?? null;
    if (!page?.body_prod?.length) return { data: page };
    // Each product block's book button goes where the menu's Book Now goes: the category's
    // own skipqn and displayaddon (as `serviceDetail` gives them) travel with it.
    const flags = await db.query<{ matcatnum: string; skipqn: boolean; displayaddon: boolean }>(
      `SELECT matcatnum, skipqn, displayaddon FROM service_categories
        WHERE matcatnum = ANY($1::text[])`,
      [page.body_prod.map((product) => String(product.catnum))],
    );
    const byCategory = new Map(flags.map((flag) => [flag.matcatnum, flag]));
    return {
      data: {
        ...page,
        body_prod: page.body_prod.map((product) => ({
          ...product,
          skipqn: byCategory.get(String(product.catnum))?.skipqn ?? false,
          displayaddon: byCategory.get(String(product.catnum))?.displayaddon ?? false,
        })),
      },
    };
  }),

  /**
   * A sub-service's header and its bookable options. `skipqn` and `displayaddon` are the
   * catalogue category's own flags, so the menu and the booking flow agree.
   */
  serviceDetail: keptFor("serviceDetail", async ({ params, db }) => {
    const [sub] = await db.query<{ header_img: string; header_desc: string }>(
      "SELECT header_img, header_desc FROM content_sub_services WHERE subsvcnum = $1",
      [params.subsvcnum],
    );
    if (!sub) throw new HttpError(404, messages.noRecordFound);
    const serviceDetails = await db.query(
      `SELECT o.wdesc, o.matcatnum, coalesce(c.skipqn, false) AS skipqn,
              coalesce(c.displayaddon, false) AS displayaddon, o.btnlink
         FROM content_sub_service_options o
         LEFT JOIN service_categories c ON c.matcatnum = o.matcatnum
        WHERE o.subsvcnum = $1
        ORDER BY o.position`,
      [params.subsvcnum],
    );
    return { data: { ...sub, serviceDetails } };
  }),

  // ── Blog, shop, projects ────────────────────────────────────────────────────────────────
  /** Published posts, newest first, without their bodies (the list shows summaries). */
  blogs: keptFor("blogs", async ({ db, clock, config }) => {
    const posts = await db.query(
      `SELECT ${BLOG_COLUMNS} FROM content_blogs WHERE blog_date <= $1
        ORDER BY blog_date DESC, id DESC`,
      [todayOf({ clock, config })],
    );
    return { data: posts };
  }),

  /** One published post by its page url; null when there is none (the site goes to /blog). */
  blog: keptFor("blog", async ({ params, db, clock, config }) => {
    const [post] = await db.query(
      `SELECT ${BLOG_COLUMNS}, content FROM content_blogs WHERE pageurl = $1 AND blog_date <= $2`,
      [params.id, todayOf({ clock, config })],
    );
    return { data: post ?? null };
  }),

  shopProducts: keptFor("shopProducts", async ({ db }) => {
    const rows = await db.query<{ price_pence: number } & Record<string, unknown>>(
      `SELECT catname, imageurl, matname, matnum, price_pence, redirecturl, stockqty
         FROM content_shop_products ORDER BY position`,
    );
    return {
      data: rows.map(({ price_pence, ...product }) => ({
        ...product,
        price: penceToPounds(price_pence),
      })),
    };
  }),

  projects: keptFor("projects", async ({ db }) => {
    return {
      data: await db.query(
        "SELECT service, projname, projcode, imagefile FROM content_projects ORDER BY position",
      ),
    };
  }),

  /** A project's customer comments, newest first; none for a project that does not exist. */
  projectSatisfaction: keptFor("projectSatisfaction", async ({ params, db }) => {
    return {
      data: await db.query(
        `SELECT custname, area, to_char(servicedate, 'YYYY-MM-DD') AS servicedate, comment
           FROM content_project_satisfaction WHERE projcode = $1
          ORDER BY servicedate DESC, position`,
        [params.projcode],
      ),
    };
  }),

  // ── Visitor forms ───────────────────────────────────────────────────────────────────────
  async newsletter(ctx) {
    const { body, db } = ctx;
    const { email } = body;
    await limitForm(ctx, "newsletter", email);
    // The same thanks for an address already subscribed: nothing tells who is on the list.
    await db.query(
      `INSERT INTO form_submissions (kind, email, body) VALUES ('newsletter', $1, '{}')
       ON CONFLICT DO NOTHING`,
      [email.trim().toLowerCase()],
    );
    return { data: null, message: messages.newsletterThanks };
  },

  async contactUs(ctx) {
    const body = ctx.body;
    return receive(
      ctx,
      body,
      body.contactnumber === undefined ? "question" : "contact",
      body.ptcemail,
    );
  },

  async corporateEnquiry(ctx) {
    const { email, preferreddate } = ctx.body;
    // A preferred date, when given, is a day still to come (the business's today or later).
    if (preferreddate.trim() !== "" && preferreddate.trim() < todayOf(ctx))
      throw new HttpError(400, messages.chooseDate);
    return receive(ctx, withStoredPostcode(ctx.body), "enquiry", email);
  },

  async joinUs(ctx) {
    return receive(ctx, withStoredPostcode(ctx.body), "crew", ctx.body.email);
  },
};
