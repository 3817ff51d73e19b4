import { z } from "zod";

import { id, isoDate, money } from "../primitives";

/**
 * Shell, CMS and catalogue content (visitor-and-entry and booking-flow, section 3).
 * The specs do not show every field of CMS content, so content objects are loose: the named
 * fields are checked and anything else the CMS adds passes through untouched.
 *
 * CMS HTML fields (the announcements, the home and about blocks, FAQ answers, the legal pages'
 * bodies, a service page's free text, products and questions, a blog post's content) are
 * answered as the API stored them: sanitised when they were written, with the HTML policy of
 * @bookwell/ui's SafeHtml, so a client may set them as trusted HTML.
 */

/** Page metadata per url. */
export const pageMetadata = z.looseObject({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
});
export type PageMetadata = z.infer<typeof pageMetadata>;

/** Navigation item (footer columns, navbar). */
export const navigationItem = z.looseObject({ title: z.string(), link: z.string() });
export type NavigationItem = z.infer<typeof navigationItem>;

/** Header data (`cms/home-top` → data.content). `announcementSlider[].content` is HTML. */
export const headerContent = z.looseObject({
  navbar: z.array(navigationItem),
  announcementSlider: z.array(z.looseObject({ content: z.string() })),
  slider: z.array(z.looseObject({ image: z.string() })),
  whatsapp: z.string(),
});
export type HeaderContent = z.infer<typeof headerContent>;

export const findUsHere = z.looseObject({
  addr: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
});

/** Footer data (`cms/footer` → data.content). */
export const footerContent = z.looseObject({
  general: z.array(navigationItem),
  our_Services: z.array(navigationItem),
  find_us_here: findUsHere,
});
export type FooterContent = z.infer<typeof footerContent>;

/** `{ content }`: how CMS calls wrap their payload. */
export function cmsContent<T extends z.ZodType>(content: T) {
  return z.looseObject({ content });
}

/** Menu item (`home/services`). */
export const menuItem = z.looseObject({
  name: z.string(),
  number: id,
  subservices: z.array(
    z.looseObject({ name: z.string(), description: z.string(), image: z.string(), number: id }),
  ),
});
export type MenuItem = z.infer<typeof menuItem>;

/**
 * Mega-menu item and services-list item (`home/ourservices`): one shape serves both, the
 * list's descriptive fields being optional for the menu.
 */
export const serviceListItem = z.looseObject({
  svcname: z.string(),
  svcdesc: z.string().optional(),
  imageurl: z.string().optional(),
  subservices: z.array(
    z.looseObject({
      subsvcnum: id.optional(),
      subsvcname: z.string(),
      subsvcdesc: z.string().optional(),
      imageurl: z.string().optional(),
      prodpageid: z.string(),
    }),
  ),
});
export type ServiceListItem = z.infer<typeof serviceListItem>;

/** Service detail (`home/services/detailII/{subsvcnum}`). */
export const serviceDetail = z.looseObject({
  header_img: z.string(),
  header_desc: z.string(),
  serviceDetails: z.array(
    z.looseObject({
      wdesc: z.string(),
      matcatnum: id,
      skipqn: z.boolean(),
      displayaddon: z.boolean(),
      btnlink: z.string(),
    }),
  ),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

/** CMS page (`cms/ourservice/{pageid}`); sections are ordered by `orderby`. */
export const cmsPage = z.looseObject({
  title: z.string(),
  desc: z.string(),
  header_desc: z.string().optional(),
  header_image: z.string().optional(),
  orderby: z.array(z.string()),
  body_freetext: z.string().optional(),
  body_carousel: z.array(z.looseObject({ image: z.string() })).optional(),
  body_accordion_title: z.string().optional(),
  body_accordion: z.array(z.looseObject({ header: z.string(), content: z.string() })).optional(),
  /**
   * Product blocks; `skipqn` and `displayaddon` are the category's own flags (as the service
   * details give them), so a page's book button goes where the menu's Book Now goes.
   */
  body_prod: z
    .array(
      z.looseObject({
        html: z.string(),
        btn: z.string(),
        btnlink: z.string(),
        catnum: id,
        skipqn: z.boolean().optional(),
        displayaddon: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type CmsPage = z.infer<typeof cmsPage>;

/** Static CMS pages (about, rates, how it works, FAQ, contact, terms, privacy): not shown in detail. */
export const staticPage = z.looseObject({ content: z.unknown() });
export type StaticPage = z.infer<typeof staticPage>;

/** How it works (`cms/howitworks` → content.steps, content.image). */
export const howItWorks = cmsContent(
  z.looseObject({ steps: z.array(z.unknown()), image: z.string() }),
);

/** FAQ groups. */
export const faqGroup = z.looseObject({
  title: z.string(),
  list: z.array(z.looseObject({ question: z.string(), answer: z.string() })),
});

/** Contact-us content. */
export const contactUsContent = z.looseObject({
  generaloffice: z.unknown(),
  generalofficelist: z.unknown(),
  office1: z.unknown(),
  office2: z.unknown(),
  map_lat: z.number(),
  map_long: z.number(),
});

/** Blog entry. */
export const blog = z.looseObject({
  id: id.optional(),
  title: z.string(),
  category: z.string(),
  blogDate: isoDate,
  pageurl: z.string(),
  imageurl: z.string(),
  summary: z.string(),
  content: z.string().optional(),
});
export type Blog = z.infer<typeof blog>;

/** Shop product. */
export const shopProduct = z.looseObject({
  catname: z.string(),
  imageurl: z.string(),
  matname: z.string(),
  matnum: id,
  price: money,
  redirecturl: z.string(),
  stockqty: z.number().int(),
});
export type ShopProduct = z.infer<typeof shopProduct>;

/** Payment CMS (`cms/paynow`): bank-transfer QR code and instructions. */
export const payNowContent = z.looseObject({
  qrcode: z.string(),
  instruction: z.array(z.looseObject({ header: z.string(), content: z.string() })),
});
export type PayNowContent = z.infer<typeof payNowContent>;

/** Testimonial (crew page). */
export const testimonial = z.looseObject({
  header1: z.string(),
  header2: z.string(),
  content: z.string(),
  directory: z.string(),
});
export type Testimonial = z.infer<typeof testimonial>;

/** Project (home "Our Projects"). */
export const project = z.looseObject({
  service: z.string(),
  projname: z.string(),
  projcode: id,
  imagefile: z.string(),
});
export type Project = z.infer<typeof project>;

/** Customer satisfaction entry of a project: fields not shown. */
export const satisfactionEntry = z.looseObject({});
