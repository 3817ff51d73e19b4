import type { Queryable } from "../db/db";
import {
  BLOG_HTML,
  CMS_DOCUMENT_HTML,
  sanitiseHtmlFields,
  SERVICE_PAGE_HTML,
} from "../handlers/content/cms-html";
import { BLOG_POSTS, type BlogPost } from "./content/blogs";
import { PAGE_METADATA, type PageMeta } from "./content/metadata";
import {
  ABOUT_US,
  CONTACT_US,
  FAQ,
  HOW_IT_WORKS,
  PRIVACY_POLICY,
  RATES,
  TERMS_AND_CONDITIONS,
  TERMS_OF_USE,
} from "./content/pages";
import { PROJECTS, SHOP_PRODUCTS, type Project, type ShopProduct } from "./content/shop";
import { SERVICES, SERVICE_PAGES, type Service, type ServicePage } from "./content/services";
import { FOOTER, HOME_BODY_2, HOME_BODY_3, HOME_TOP, PAY_NOW } from "./content/site";

/** Each CMS document by its key (the last part of its `cms/...` path). */
export const CMS_DOCUMENTS: Readonly<Record<string, unknown>> = {
  "home-top": HOME_TOP,
  footer: FOOTER,
  aboutus: ABOUT_US,
  rate: RATES,
  howitworks: HOW_IT_WORKS,
  faq: FAQ,
  contactuscontent: CONTACT_US,
  termsandconditions: TERMS_AND_CONDITIONS,
  termsofuse: TERMS_OF_USE,
  privacypolicy: PRIVACY_POLICY,
  "home-body-2": HOME_BODY_2,
  "home-body-3": HOME_BODY_3,
  paynow: PAY_NOW,
};

/** A site's content, as the seed writes it. */
export type SiteContent = {
  /** Each CMS document by its key. */
  documents: Readonly<Record<string, unknown>>;
  pageMetadata: readonly PageMeta[];
  services: readonly Service[];
  servicePages: readonly ServicePage[];
  blogs: readonly BlogPost[];
  shopProducts: readonly ShopProduct[];
  projects: readonly Project[];
};

/** The demo's content (its HTML also checked by `safeHtml` when the data modules load). */
export const DEMO_CONTENT: SiteContent = {
  documents: CMS_DOCUMENTS,
  pageMetadata: PAGE_METADATA,
  services: SERVICES,
  servicePages: SERVICE_PAGES,
  blogs: BLOG_POSTS,
  shopProducts: SHOP_PRODUCTS,
  projects: PROJECTS,
};

/**
 * Every cms/* document, page metadata, the service menu with its booking options and pages,
 * blog posts, shop products, and projects with their satisfaction entries. The content's way
 * into the database: each HTML field is sanitised here (`sanitiseCmsHtml`, the content
 * domain's one policy) before it is stored; plain-text fields are stored as they are.
 */
export async function seedContent(
  tx: Queryable,
  content: SiteContent = DEMO_CONTENT,
): Promise<void> {
  const documents = Object.entries(content.documents).map(
    async ([key, document]) =>
      [key, await sanitiseHtmlFields(document, CMS_DOCUMENT_HTML[key] ?? [])] as const,
  );
  const servicePages = content.servicePages.map((page) =>
    sanitiseHtmlFields(page, SERVICE_PAGE_HTML),
  );
  const blogs = content.blogs.map((post) => sanitiseHtmlFields(post, BLOG_HTML));
  for (const [key, document] of await Promise.all(documents)) {
    await tx.query("INSERT INTO cms_documents (key, content) VALUES ($1, $2)", [
      key,
      JSON.stringify(document),
    ]);
  }
  for (const meta of content.pageMetadata) {
    await tx.query(
      `INSERT INTO page_metadata (url, title, description, keywords, canonical, robots)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [meta.url, meta.title, meta.description, meta.keywords, meta.canonical, meta.robots],
    );
  }
  for (const [index, service] of content.services.entries()) {
    await tx.query(
      `INSERT INTO content_services (svcnum, position, svcname, svcdesc, imageurl)
       VALUES ($1, $2, $3, $4, $5)`,
      [service.svcnum, index, service.svcname, service.svcdesc, service.imageurl],
    );
    for (const [subIndex, sub] of service.subservices.entries()) {
      await tx.query(
        `INSERT INTO content_sub_services (subsvcnum, svcnum, position, subsvcname, subsvcdesc,
           imageurl, prodpageid, header_img, header_desc)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          sub.subsvcnum,
          service.svcnum,
          subIndex,
          sub.subsvcname,
          sub.subsvcdesc,
          sub.imageurl,
          sub.prodpageid,
          sub.header_img,
          sub.header_desc,
        ],
      );
      for (const [optionIndex, option] of sub.options.entries()) {
        await tx.query(
          `INSERT INTO content_sub_service_options (subsvcnum, position, wdesc, matcatnum, btnlink)
           VALUES ($1, $2, $3, $4, $5)`,
          [sub.subsvcnum, optionIndex, option.wdesc, option.matcatnum, option.btnlink],
        );
      }
    }
  }
  for (const { pageid, ...servicePage } of await Promise.all(servicePages)) {
    await tx.query("INSERT INTO content_service_pages (pageid, page) VALUES ($1, $2)", [
      pageid,
      JSON.stringify(servicePage),
    ]);
  }
  for (const post of await Promise.all(blogs)) {
    await tx.query(
      `INSERT INTO content_blogs (id, pageurl, title, category, blog_date, imageurl, summary, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        post.id,
        post.pageurl,
        post.title,
        post.category,
        post.blogDate,
        post.imageurl,
        post.summary,
        post.content,
      ],
    );
  }
  for (const [index, product] of content.shopProducts.entries()) {
    await tx.query(
      `INSERT INTO content_shop_products (matnum, position, catname, matname, imageurl, price_pence,
         redirecturl, stockqty)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        product.matnum,
        index,
        product.catname,
        product.matname,
        product.imageurl,
        product.pricePence,
        product.redirecturl,
        product.stockqty,
      ],
    );
  }
  for (const [index, project] of content.projects.entries()) {
    await tx.query(
      `INSERT INTO content_projects (projcode, position, service, projname, imagefile)
       VALUES ($1, $2, $3, $4, $5)`,
      [project.projcode, index, project.service, project.projname, project.imagefile],
    );
    for (const [entryIndex, entry] of project.satisfaction.entries()) {
      await tx.query(
        `INSERT INTO content_project_satisfaction (projcode, position, custname, area, servicedate, comment)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          project.projcode,
          entryIndex,
          entry.custname,
          entry.area,
          entry.servicedate,
          entry.comment,
        ],
      );
    }
  }
}
