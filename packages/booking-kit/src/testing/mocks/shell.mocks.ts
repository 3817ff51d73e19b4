import { endpoints, ok } from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

import { byBrand } from "./story-brand";

/**
 * The shell's calls as the reference server answers them, each fixture checked against the
 * contract's response schema (a fixture that drifts from the contract fails the story).
 */
export const headerFixture = endpoints.cmsHomeTop.response.parse({
  content: {
    navbar: [
      { title: "Home", link: "/" },
      { title: "Our Services", link: "/our-services" },
      { title: "Rates", link: "/rate" },
      { title: "Blog", link: "/blog" },
      { title: "Contact Us", link: "/contact-us" },
    ],
    announcementSlider: [
      { content: "<p><strong>New customers:</strong> 10% off with code WELCOME10.</p>" },
      {
        content:
          '<p>End of tenancy cleans from £280.00. <a href="/end-of-tenancy-cleaning">See what is included</a></p>',
      },
    ],
    slider: [{ image: "/images/home/hero-1.jpg" }],
    whatsapp: "https://wa.me/447700900000",
  },
});

export const servicesFixture = endpoints.homeOurServices.response.parse([
  {
    svcname: "Home Cleaning",
    subservices: [
      {
        subsvcnum: "RHC",
        subsvcname: "Regular home cleaning",
        prodpageid: "regular-home-cleaning",
      },
      {
        subsvcnum: "EOT",
        subsvcname: "End of tenancy cleaning",
        prodpageid: "end-of-tenancy-cleaning",
      },
    ],
  },
  {
    svcname: "Business Cleaning",
    subservices: [
      { subsvcnum: "OFFICE", subsvcname: "Office cleaning", prodpageid: "office-cleaning" },
    ],
  },
]);

export const footerFixture = endpoints.cmsFooter.response.parse({
  content: {
    general: [
      { title: "About Us", link: "/about-us" },
      { title: "How It Works", link: "/how-it-works" },
      { title: "Rates", link: "/rate" },
      { title: "FAQ", link: "/faq" },
      { title: "Blog", link: "/blog" },
    ],
    our_Services: [
      { title: "Regular home cleaning", link: "/regular-home-cleaning" },
      { title: "Office cleaning", link: "/office-cleaning" },
      { title: "All services", link: "/our-services" },
    ],
    find_us_here: {
      addr: "Bookwell Ltd, 14 Clerkenwell Close, London EC1R 0AA",
      phone: "020 7946 0000",
      email: "hello@bookwell.co.uk",
      hours: "8am to 8pm daily",
    },
    social: [{ title: "Facebook", link: "https://www.facebook.com/bookwellcleaning" }],
    review: { title: "Rated Excellent on Trustpilot", image: "/images/footer/trustpilot.svg" },
  },
});

export const cartSummaryFixture = endpoints.cartSummary.response.parse({
  refnum: "REF1001",
  totalitem: 2,
  subtotal: 120,
  discAmt: 0,
  serviceFee: 5,
  tax: 25,
  total: 150,
  promoCode: "",
  finalAmount: 150,
});

/** How many times the shell's calls were made, for play functions. */
/**
 * The header and footer content as the brand's API sends them: with the Singapore brand, its
 * prices in S$ and Lion City Clean's contacts in Singapore (the fixtures above, and what the
 * stories assert by default, are the UK brand's).
 */
const headerForBrand = () =>
  byBrand(
    headerFixture,
    endpoints.cmsHomeTop.response.parse({
      content: {
        ...headerFixture.content,
        announcementSlider: [
          { content: "<p><strong>New customers:</strong> 10% off with code WELCOME10.</p>" },
          {
            content:
              '<p>End of tenancy cleans from S$280.00. <a href="/end-of-tenancy-cleaning">See what is included</a></p>',
          },
        ],
        whatsapp: "https://wa.me/6562345678",
      },
    }),
  );
const footerForBrand = () =>
  byBrand(footerFixture, {
    content: {
      ...footerFixture.content,
      find_us_here: {
        addr: "Lion City Clean Pte Ltd, 1 Raffles Place, Singapore 048616",
        phone: "6234 5678",
        email: "hello@lioncityclean.sg",
        hours: "8am to 8pm daily",
      },
    },
  });

export const shellCalls = { logout: 0 };

export const shellHandlers = {
  header: http.get("*/api/cms/home-top", () => HttpResponse.json(ok(headerForBrand()))),
  services: http.get("*/api/home/ourservices", () => HttpResponse.json(ok(servicesFixture))),
  footer: http.get("*/api/cms/footer", () => HttpResponse.json(ok(footerForBrand()))),
  cartSummary: http.get("*/api/booking/cart/summary/:arnum", () =>
    HttpResponse.json(ok(cartSummaryFixture)),
  ),
  inboxUnread: http.get("*/api/myinbox/unread/:arnum", () => HttpResponse.json(ok({ unread: 2 }))),
  logout: http.post("*/api/user/logout", () => {
    shellCalls.logout += 1;
    return HttpResponse.json(ok(null, "Logout Successfully."));
  }),
};

export const allShellHandlers = Object.values(shellHandlers);

/** The shell's content never arriving (the loader's state). */
export const pendingContent = [
  http.get("*/api/cms/home-top", async () => {
    await delay("infinite");
    return HttpResponse.json(ok(headerFixture));
  }),
];
