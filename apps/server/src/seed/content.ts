import type { Queryable } from "../db/db";
import { BLOG_POSTS } from "./content/blogs";
import { PAGE_METADATA } from "./content/metadata";
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
import { PROJECTS, SHOP_PRODUCTS } from "./content/shop";
import { SERVICES, SERVICE_PAGES } from "./content/services";
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

/**
 * Every cms/* document, page metadata, the service menu with its booking options and pages,
 * blog posts, shop products, and projects with their satisfaction entries. The HTML inside
 * was checked by `safeHtml` when the data modules loaded.
 */
export async function seedContent(tx: Queryable): Promise<void> {
  for (const [key, content] of Object.entries(CMS_DOCUMENTS)) {
    await tx.query("INSERT INTO cms_documents (key, content) VALUES ($1, $2)", [
      key,
      JSON.stringify(content),
    ]);
  }
  for (const meta of PAGE_METADATA) {
    await tx.query(
      `INSERT INTO page_metadata (url, title, description, keywords, canonical, robots)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [meta.url, meta.title, meta.description, meta.keywords, meta.canonical, meta.robots],
    );
  }
  for (const [index, service] of SERVICES.entries()) {
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
  for (const { pageid, ...servicePage } of SERVICE_PAGES) {
    await tx.query("INSERT INTO content_service_pages (pageid, page) VALUES ($1, $2)", [
      pageid,
      JSON.stringify(servicePage),
    ]);
  }
  for (const post of BLOG_POSTS) {
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
  for (const [index, product] of SHOP_PRODUCTS.entries()) {
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
  for (const [index, project] of PROJECTS.entries()) {
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
