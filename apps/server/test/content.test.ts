import { endpointList, endpoints, messages, type EndpointName } from "@bookwell/contract";
import { beforeAll, describe, expect, it } from "vitest";

import { unsafeHtmlReason } from "../src/seed/content/html";
import { testApp, type Answer } from "./helpers";

type App = Awaited<ReturnType<typeof testApp>>;

/** GETs `path` and checks the envelope and `data` against the endpoint's response schema. */
async function read(app: App, name: EndpointName, path: string) {
  const response = await app.request(path);
  const body: Answer = await response.json();
  expect(response.status, `${path}: ${body.meta.message}`).toBe(200);
  expect(body.meta.responseCode).toBe("S");
  const parsed = endpoints[name].response.safeParse(body.data);
  expect(parsed.error?.issues ?? [], path).toEqual([]);
  return body.data;
}

/** The content and form calls: every registry call under cms/, home/ and shop/. */
const CONTENT_CALLS = endpointList.filter((endpoint) =>
  /^\/api\/(cms|home|shop)\//.test(endpoint.path),
);

/** visitor-and-entry.md section 2, every literal route (aliases included). */
const ROUTE_TABLE = [
  "/",
  "/index",
  "/about-us",
  "/aboutus",
  "/enquiry",
  "/corporate-enquiry",
  "/rate",
  "/ourrates",
  "/how-it-works",
  "/faq",
  "/contact-us",
  "/blog",
  "/shop",
  "/package-listing",
  "/service-booking",
  "/privacy-policy",
  "/terms-and-condition",
  "/terms-service",
  "/terms-of-use",
  "/service-crew",
  "/servicecrew",
  "/404",
  "/thankyou",
  "/our-services",
  "/ourservices",
];

let app: App;
beforeAll(async () => {
  app = await testApp();
});

describe("content calls answer what the contract says", () => {
  it("every content and form call of the registry is built (none answers 501)", async () => {
    const notBuilt: string[] = [];
    for (const endpoint of CONTENT_CALLS) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, "x");
      const response = await app.request(path, {
        method: endpoint.method,
        ...(endpoint.method === "POST" ? { json: {} } : {}),
      });
      if (response.status === 501) notBuilt.push(endpoint.name);
      expect(response.status, endpoint.name).not.toBe(500);
    }
    expect(notBuilt).toEqual([]);
    expect(CONTENT_CALLS.map((endpoint) => endpoint.name).sort()).toEqual(
      [
        "blog",
        "blogs",
        "cmsAboutUs",
        "cmsContactUs",
        "cmsFaq",
        "cmsFooter",
        "cmsHomeBody2",
        "cmsHomeBody3",
        "cmsHomeTop",
        "cmsHowItWorks",
        "cmsMetadata",
        "cmsPayNow",
        "cmsPrivacyPolicy",
        "cmsRate",
        "cmsServicePage",
        "cmsTermsAndConditions",
        "cmsTermsOfUse",
        "contactUs",
        "corporateEnquiry",
        "homeOurServices",
        "homeServices",
        "joinUs",
        "newsletter",
        "projectSatisfaction",
        "projects",
        "serviceDetail",
        "shopProducts",
      ].sort(),
    );
  });

  it.each([
    ["cmsHomeTop", "/api/cms/home-top"],
    ["cmsFooter", "/api/cms/footer"],
    ["cmsAboutUs", "/api/cms/aboutus"],
    ["cmsRate", "/api/cms/rate"],
    ["cmsHowItWorks", "/api/cms/howitworks"],
    ["cmsFaq", "/api/cms/faq"],
    ["cmsContactUs", "/api/cms/contactuscontent"],
    ["cmsTermsAndConditions", "/api/cms/termsandconditions"],
    ["cmsTermsOfUse", "/api/cms/termsofuse"],
    ["cmsPrivacyPolicy", "/api/cms/privacypolicy"],
    ["cmsHomeBody2", "/api/cms/home-body-2"],
    ["cmsHomeBody3", "/api/cms/home-body-3"],
  ] as const)("%s answers its document as data.content", async (name, path) => {
    const data = await read(app, name, path);
    expect(data.content).toBeTruthy();
  });

  it("cms/home-top: navbar, announcements (HTML), hero slides, WhatsApp", async () => {
    const { content } = await read(app, "cmsHomeTop", "/api/cms/home-top");
    expect(content.navbar.length).toBeGreaterThanOrEqual(5);
    expect(content.announcementSlider.length).toBeGreaterThanOrEqual(2);
    expect(content.announcementSlider[0].content).toMatch(/^<p>/);
    expect(content.slider.length).toBeGreaterThanOrEqual(3);
    for (const slide of content.slider) expect(slide.image).toMatch(/^\/images\//);
    expect(content.whatsapp).toMatch(/^https:\/\/wa\.me\/44\d+$/);
  });

  it("cms/footer: General and Our Services columns, and where to find us", async () => {
    const { content } = await read(app, "cmsFooter", "/api/cms/footer");
    expect(content.general.length).toBeGreaterThanOrEqual(8);
    expect(content.our_Services.map((item: { link: string }) => item.link)).toContain(
      "/regular-home-cleaning",
    );
    expect(content.find_us_here).toEqual({
      addr: expect.stringContaining("London"),
      phone: "020 7946 0000",
      email: expect.stringMatching(/@/),
      hours: "8am to 8pm daily",
    });
  });

  it("static pages carry their parts: about values and history, rate cards, steps, FAQ, offices", async () => {
    const about = (await read(app, "cmsAboutUs", "/api/cms/aboutus")).content;
    expect(about.about.html).toContain("<p>");
    expect(about.values.items.length).toBeGreaterThanOrEqual(3);
    expect(about.history.timeline.length).toBeGreaterThanOrEqual(3);
    expect(about.banner.btnlink).toBe("/contact-us");

    const rate = (await read(app, "cmsRate", "/api/cms/rate")).content;
    expect(rate.cards.length).toBeGreaterThanOrEqual(6);
    for (const card of rate.cards) {
      expect(card.title).toBeTruthy();
      expect(card.content).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          price: expect.any(String),
          btnlink: expect.stringMatching(/^\//),
        }),
      );
    }

    const how = (await read(app, "cmsHowItWorks", "/api/cms/howitworks")).content;
    expect(how.steps).toHaveLength(4);
    expect(how.image).toMatch(/^\/images\//);

    const faq = (await read(app, "cmsFaq", "/api/cms/faq")).content;
    expect(faq.length).toBeGreaterThanOrEqual(3);
    expect(faq.every((group: { list: unknown[] }) => group.list.length >= 2)).toBe(true);

    const contact = (await read(app, "cmsContactUs", "/api/cms/contactuscontent")).content;
    // London: the map's default centre.
    expect(contact.map_lat).toBeCloseTo(51.5, 0);
    expect(contact.map_long).toBeCloseTo(-0.1, 0);
    expect(contact.generaloffice.phone).toBe("020 7946 0000");
    expect(contact.office1.addr).toMatch(/London/);
    expect(contact.office2.addr).toMatch(/London/);
  });

  it.each([
    ["cmsTermsAndConditions", "/api/cms/termsandconditions", "Terms and Conditions"],
    ["cmsTermsOfUse", "/api/cms/termsofuse", "Terms of Use"],
    ["cmsPrivacyPolicy", "/api/cms/privacypolicy", "Privacy Policy"],
  ] as const)("%s is a titled, multi-section text", async (name, path, title) => {
    const { content } = await read(app, name, path);
    expect(content.title).toBe(title);
    expect(content.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(content.body.match(/<h2>/g).length).toBeGreaterThanOrEqual(5);
    expect(content.body.match(/<p>/g).length).toBeGreaterThanOrEqual(7);
  });

  it("home blocks: the customer block and the countries flags", async () => {
    const body2 = (await read(app, "cmsHomeBody2", "/api/cms/home-body-2")).content;
    expect(body2.body.html).toContain("<p>");
    const body3 = (await read(app, "cmsHomeBody3", "/api/cms/home-body-3")).content;
    expect(body3.flag.map((f: { name: string }) => f.name)).toContain("Singapore");
  });

  it("cms/paynow: the QR image and the steps, not wrapped in content", async () => {
    const data = await read(app, "cmsPayNow", "/api/cms/paynow");
    expect(data.qrcode).toMatch(/^\/images\//);
    expect(data.instruction.length).toBeGreaterThanOrEqual(3);
  });
});

describe("page metadata", () => {
  it("has an entry for every url of the route table, aliases naming their main route", async () => {
    const list: { url: string; canonical: string; title: string }[] = await read(
      app,
      "cmsMetadata",
      "/api/cms/_metadata/list",
    );
    const byUrl = new Map(list.map((meta) => [meta.url, meta]));
    expect(ROUTE_TABLE.filter((url) => !byUrl.has(url))).toEqual([]);
    expect(byUrl.get("/aboutus")?.canonical).toBe("/about-us");
    expect(byUrl.get("/terms-service")?.canonical).toBe("/terms-of-use");
    expect(byUrl.get("/ourservices")?.canonical).toBe("/our-services");
    expect(byUrl.get("/faq")?.title).toBe("Frequently Asked Questions | Bookwell");
    expect(new Set(list.map((meta) => meta.url)).size).toBe(list.length);
  });

  it("has an entry for every service page and every published post, none for a scheduled one", async () => {
    const list: { url: string }[] = await read(app, "cmsMetadata", "/api/cms/_metadata/list");
    const urls = new Set(list.map((meta) => meta.url));
    const services = await read(app, "homeOurServices", "/api/home/ourservices");
    for (const service of services)
      for (const sub of service.subservices) expect(urls).toContain(`/${sub.prodpageid}`);
    const posts = await read(app, "blogs", "/api/home/blogs");
    for (const post of posts) expect(urls).toContain(`/blog/${post.pageurl}`);
    expect(urls).not.toContain("/blog/new-year-office-reset");
  });
});

describe("services: the menu, the booking options and the pages agree with the catalogue", () => {
  it("home/services and home/ourservices list the same services and sub-services", async () => {
    const menu = await read(app, "homeServices", "/api/home/services");
    const ours = await read(app, "homeOurServices", "/api/home/ourservices");
    expect(menu.map((m: { name: string }) => m.name)).toEqual(
      ours.map((s: { svcname: string }) => s.svcname),
    );
    const subs = ours.flatMap((s: { subservices: { subsvcnum: string }[] }) =>
      s.subservices.map((sub) => sub.subsvcnum),
    );
    expect(subs.sort()).toEqual(["ASSESS", "CARPET", "DEEP", "EOT", "LAUNDRY", "OFFICE", "RHC"]);
    expect(
      menu.flatMap((m: { subservices: { number: string }[] }) =>
        m.subservices.map((sub) => sub.number),
      ),
    ).toEqual(
      ours.flatMap((s: { subservices: { subsvcnum: string }[] }) =>
        s.subservices.map((sub) => sub.subsvcnum),
      ),
    );
  });

  it("every sub-service has a detail whose options book a catalogue category, with its flags", async () => {
    const categories = new Map(
      (
        await app.db.query<{ matcatnum: string; skipqn: boolean; displayaddon: boolean }>(
          "SELECT matcatnum, skipqn, displayaddon FROM service_categories",
        )
      ).map((c) => [c.matcatnum, c]),
    );
    const ours = await read(app, "homeOurServices", "/api/home/ourservices");
    for (const service of ours) {
      for (const sub of service.subservices) {
        const detail = await read(
          app,
          "serviceDetail",
          `/api/home/services/detailII/${sub.subsvcnum}`,
        );
        expect(detail.header_img).toMatch(/^\/images\//);
        expect(detail.serviceDetails.length).toBeGreaterThanOrEqual(1);
        for (const option of detail.serviceDetails) {
          const category = categories.get(option.matcatnum);
          expect(category, option.matcatnum).toBeDefined();
          expect(option.skipqn).toBe(category?.skipqn);
          expect(option.displayaddon).toBe(category?.displayaddon);
        }
      }
    }
    const laundry = await read(app, "serviceDetail", "/api/home/services/detailII/LAUNDRY");
    expect(laundry.serviceDetails[0]).toMatchObject({ matcatnum: "LAUNDRY", skipqn: true });
  });

  it("every sub-service has a page whose sections are in order and book catalogue categories", async () => {
    const categories = new Set(
      (await app.db.query<{ matcatnum: string }>("SELECT matcatnum FROM service_categories")).map(
        (c) => c.matcatnum,
      ),
    );
    const ours = await read(app, "homeOurServices", "/api/home/ourservices");
    for (const service of ours) {
      for (const sub of service.subservices) {
        const page = await read(app, "cmsServicePage", `/api/cms/ourservice/${sub.prodpageid}`);
        expect(page.title).toBeTruthy();
        expect(page.orderby.length).toBeGreaterThanOrEqual(3);
        for (const section of page.orderby) expect(page[section], section).toBeDefined();
        for (const block of page.body_prod ?? []) {
          expect(categories).toContain(block.catnum);
          expect(block.btn).toBe("Book Now");
        }
      }
    }
    const rhc = await read(app, "cmsServicePage", "/api/cms/ourservice/regular-home-cleaning");
    expect(rhc.orderby).toEqual(["body_freetext", "body_prod", "body_carousel", "body_accordion"]);
    expect(rhc.body_accordion_title).toBeTruthy();
  });

  it("a page that does not exist is null (the site shows /404); an unknown sub-service is a 404", async () => {
    expect(await read(app, "cmsServicePage", "/api/cms/ourservice/no-such-page")).toBeNull();
    expect(
      await read(app, "cmsServicePage", "/api/cms/ourservice/%3Cscript%3Ealert(1)%3C%2Fscript%3E"),
    ).toBeNull();
    const response = await app.request("/api/home/services/detailII/NOPE");
    expect(response.status).toBe(404);
    expect((await response.json()).meta).toEqual({
      responseCode: "E",
      message: messages.noRecordFound,
    });
  });

  it("every link of the shell leads to a route of the table or a service page", async () => {
    const routes = new Set(ROUTE_TABLE);
    const ours = await read(app, "homeOurServices", "/api/home/ourservices");
    for (const service of ours)
      for (const sub of service.subservices) routes.add(`/${sub.prodpageid}`);
    const top = (await read(app, "cmsHomeTop", "/api/cms/home-top")).content;
    const footer = (await read(app, "cmsFooter", "/api/cms/footer")).content;
    const rate = (await read(app, "cmsRate", "/api/cms/rate")).content;
    const links: string[] = [
      ...top.navbar.map((item: { link: string }) => item.link),
      ...top.slider.map((slide: { btnlink: string }) => slide.btnlink),
      ...footer.general.map((item: { link: string }) => item.link),
      ...footer.our_Services.map((item: { link: string }) => item.link),
      ...rate.cards.map((card: { content: { btnlink: string } }) => card.content.btnlink),
    ];
    expect(links.filter((link) => !routes.has(link))).toEqual([]);
  });
});

describe("blog", () => {
  it("lists at least 8 published posts over categories, years and months, newest first", async () => {
    const posts = await read(app, "blogs", "/api/home/blogs");
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((p: { category: string }) => p.category)).size).toBeGreaterThanOrEqual(
      3,
    );
    const dates: string[] = posts.map((p: { blogDate: string }) => p.blogDate);
    expect(new Set(dates.map((d) => d.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The list shows summaries; bodies come with the detail.
    expect(posts.every((p: { content?: string }) => p.content === undefined)).toBe(true);
  });

  it("answers one post by its page url with its content", async () => {
    const post = await read(app, "blog", "/api/home/blogs/how-to-get-your-tenancy-deposit-back");
    expect(post).toMatchObject({
      title: "How to get your tenancy deposit back",
      category: "Moving Home",
      blogDate: "2025-06-02",
    });
    expect(post.content).toContain("<h2>");
  });

  it("a post dated after today is scheduled: not listed, not found, until its day", async () => {
    const posts = await read(app, "blogs", "/api/home/blogs");
    expect(posts.map((p: { pageurl: string }) => p.pageurl)).not.toContain("new-year-office-reset");
    expect(await read(app, "blog", "/api/home/blogs/new-year-office-reset")).toBeNull();
    expect(await read(app, "blog", "/api/home/blogs/no-such-post")).toBeNull();

    const later = await testApp({ clock: { now: () => new Date("2026-12-29T09:00:00Z") } });
    const laterPosts = await read(later, "blogs", "/api/home/blogs");
    expect(laterPosts[0].pageurl).toBe("new-year-office-reset");
    expect(
      (await read(later, "blog", "/api/home/blogs/new-year-office-reset")).content,
    ).toBeTruthy();
  });
});

describe("shop and projects", () => {
  it("lists products with categories, prices in pounds and stock", async () => {
    const products = await read(app, "shopProducts", "/api/shop/productlist");
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p: { catname: string }) => p.catname))).toEqual(
      new Set(["Cleaning Products", "Laundry Care", "Tools and Accessories", "Gift Vouchers"]),
    );
    expect(products.find((p: { matnum: string }) => p.matnum === "SHOP-MPS-500")).toEqual({
      catname: "Cleaning Products",
      imageurl: "/images/shop/multi-purpose-spray.jpg",
      matname: "Multi-purpose spray, citrus, 500 ml",
      matnum: "SHOP-MPS-500",
      price: 4.5,
      redirecturl: "/contact-us?product=SHOP-MPS-500",
      stockqty: 120,
    });
    expect(products.some((p: { stockqty: number }) => p.stockqty === 0)).toBe(true);
  });

  it("lists projects by service, each with its customers' satisfaction entries", async () => {
    const projects = await read(app, "projects", "/api/home/projects");
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(
      new Set(projects.map((p: { service: string }) => p.service)).size,
    ).toBeGreaterThanOrEqual(4);
    for (const project of projects) {
      const entries = await read(
        app,
        "projectSatisfaction",
        `/api/home/projects/${project.projcode}`,
      );
      expect(entries.length, project.projcode).toBeGreaterThanOrEqual(1);
      for (const entry of entries) {
        expect(entry).toEqual({
          custname: expect.any(String),
          area: expect.any(String),
          servicedate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          comment: expect.any(String),
        });
      }
    }
    expect(await read(app, "projectSatisfaction", "/api/home/projects/NOPE")).toEqual([]);
  });
});

describe("stored HTML is safe by construction", () => {
  it.each([
    ["<script>alert(1)</script>", "tag <script>"],
    ['<p onclick="x()">hi</p>', "attribute onclick on <p>"],
    ['<a href="javascript:alert(1)">x</a>', "link javascript:alert(1)"],
    ['<a href="//evil.example/">x</a>', "link //evil.example/"],
    ['<img src="x" onerror="alert(1)">', "tag <img>"],
    ["<iframe></iframe>", "tag <iframe>"],
    ['<p style="color:red">x</p>', "attribute style on <p>"],
    ["<p>1 < 2</p>", "a stray < or >"],
    ["<p onclick=x()>hi</p>", "a stray < or >"],
    ["<svg/onload=alert(1)>", "a stray < or >"],
  ])("refuses %s", (html, reason) => {
    expect(unsafeHtmlReason(html)).toBe(reason);
  });

  it.each([
    ['<p>Call <a href="tel:+442079460000">us</a> or <a href="/faq">read</a></p>'],
    ["<h2>Title</h2><ul><li><strong>One</strong></li></ul><br/>"],
  ])("accepts %s", (html) => {
    expect(unsafeHtmlReason(html)).toBeNull();
  });

  it("no stored content string holds HTML outside the allowlist", async () => {
    const documents = await app.db.query<{ doc: unknown }>(
      `SELECT content AS doc FROM cms_documents
       UNION ALL SELECT page FROM content_service_pages
       UNION ALL SELECT to_jsonb(b) FROM content_blogs b
       UNION ALL SELECT to_jsonb(s) FROM content_sub_services s
       UNION ALL SELECT to_jsonb(o) FROM content_sub_service_options o
       UNION ALL SELECT to_jsonb(p) FROM content_shop_products p
       UNION ALL SELECT to_jsonb(p) FROM content_project_satisfaction p
       UNION ALL SELECT to_jsonb(m) FROM page_metadata m`,
    );
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    documents.forEach((row) => walk(row.doc));
    expect(strings.length).toBeGreaterThan(300);
    const unsafe = strings
      .map((text) => [text.slice(0, 60), unsafeHtmlReason(text)])
      .filter(([, reason]) => reason !== null);
    expect(unsafe).toEqual([]);
    expect(strings.filter((text) => /<script|javascript:|\son\w+=/i.test(text))).toEqual([]);
  });
});
