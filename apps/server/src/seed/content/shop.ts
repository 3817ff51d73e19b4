/**
 * The shop (shop/productlist) and the home page's Our Projects with their customer
 * satisfaction entries (home/projects, home/projects/{projcode}).
 */

export type ShopProduct = {
  matnum: string;
  catname: string;
  matname: string;
  imageurl: string;
  pricePence: number;
  redirecturl: string;
  stockqty: number;
};

/** The shop's category names, in the order of its category carousel. */
export const SHOP_CATEGORIES = [
  "Cleaning Products",
  "Laundry Care",
  "Tools and Accessories",
  "Gift Vouchers",
] as const;

const item = (
  matnum: string,
  catname: (typeof SHOP_CATEGORIES)[number],
  matname: string,
  pricePence: number,
  stockqty: number,
  slug: string,
): ShopProduct => ({
  matnum,
  catname,
  matname,
  imageurl: `/images/shop/${slug}.jpg`,
  pricePence,
  // Orders are taken by our team for now: the product's page of the contact form.
  redirecturl: `/contact-us?product=${matnum}`,
  stockqty,
});

export const SHOP_PRODUCTS: readonly ShopProduct[] = [
  item(
    "SHOP-MPS-500",
    "Cleaning Products",
    "Multi-purpose spray, citrus, 500 ml",
    450,
    120,
    "multi-purpose-spray",
  ),
  item(
    "SHOP-BTH-500",
    "Cleaning Products",
    "Bathroom limescale remover, 500 ml",
    495,
    85,
    "limescale-remover",
  ),
  item(
    "SHOP-GLS-500",
    "Cleaning Products",
    "Streak-free glass cleaner, 500 ml",
    395,
    60,
    "glass-cleaner",
  ),
  item(
    "SHOP-REF-2L",
    "Cleaning Products",
    "Multi-purpose refill pouch, 2 litres",
    1200,
    40,
    "refill-pouch",
  ),
  item(
    "SHOP-LDT-1L",
    "Laundry Care",
    "Plant-based laundry liquid, 1 litre, 33 washes",
    850,
    75,
    "laundry-liquid",
  ),
  item("SHOP-WOL-500", "Laundry Care", "Wool and delicates wash, 500 ml", 675, 0, "wool-wash"),
  item("SHOP-DRY-BLS", "Laundry Care", "Wool dryer balls, set of 4", 1195, 30, "dryer-balls"),
  item(
    "SHOP-MFC-6",
    "Tools and Accessories",
    "Microfibre cloths, pack of 6",
    799,
    150,
    "microfibre-cloths",
  ),
  item(
    "SHOP-MOP-SPR",
    "Tools and Accessories",
    "Spray mop with two washable pads",
    2999,
    18,
    "spray-mop",
  ),
  item(
    "SHOP-CAD-01",
    "Tools and Accessories",
    "Cleaning caddy, recycled plastic",
    1450,
    3,
    "cleaning-caddy",
  ),
  item("SHOP-GV-50", "Gift Vouchers", "Bookwell gift voucher, £50", 5000, 999, "gift-voucher-50"),
  item(
    "SHOP-GV-100",
    "Gift Vouchers",
    "Bookwell gift voucher, £100",
    10000,
    999,
    "gift-voucher-100",
  ),
];

export type SatisfactionEntry = {
  custname: string;
  area: string;
  servicedate: string;
  comment: string;
};

export type Project = {
  projcode: string;
  service: string;
  projname: string;
  imagefile: string;
  satisfaction: SatisfactionEntry[];
};

const entry = (custname: string, area: string, servicedate: string, comment: string) => ({
  custname,
  area,
  servicedate,
  comment,
});

/** One tab per service on the home page; each project has its customers' comments. */
export const PROJECTS: readonly Project[] = [
  {
    projcode: "PRJ-101",
    service: "Home Cleaning",
    projname: "Victorian terrace, Islington",
    imagefile: "/images/projects/islington-terrace.jpg",
    satisfaction: [
      entry(
        "Claire M.",
        "Islington, N1",
        "2026-10-14",
        "Same cleaner every Wednesday for two years now. The house has never looked better.",
      ),
      entry(
        "Raj P.",
        "Islington, N1",
        "2026-09-30",
        "Punctual, thorough and lovely with our dog. Skipping a week online is easy.",
      ),
    ],
  },
  {
    projcode: "PRJ-102",
    service: "Home Cleaning",
    projname: "Riverside apartment, Battersea",
    imagefile: "/images/projects/battersea-apartment.jpg",
    satisfaction: [
      entry(
        "Sophie L.",
        "Battersea, SW11",
        "2026-11-03",
        "The deep clean before our baby arrived was worth every penny. The kitchen looked new.",
      ),
      entry(
        "Tom H.",
        "Battersea, SW11",
        "2026-08-19",
        "Great team of two, finished in under five hours and left the windows spotless.",
      ),
      entry(
        "Anya K.",
        "Nine Elms, SW8",
        "2026-07-22",
        "Booked on Sunday evening for a Tuesday clean. Very easy.",
      ),
    ],
  },
  {
    projcode: "PRJ-201",
    service: "End of Tenancy",
    projname: "Two-bedroom flat, Camden",
    imagefile: "/images/projects/camden-flat.jpg",
    satisfaction: [
      entry(
        "Marcus D.",
        "Camden, NW1",
        "2026-09-01",
        "Full deposit back. The agent said it was the cleanest check-out they had seen this year.",
      ),
      entry(
        "Leah W.",
        "Kentish Town, NW5",
        "2026-06-28",
        "They came back the next day to redo the oven door glass without any fuss.",
      ),
    ],
  },
  {
    projcode: "PRJ-202",
    service: "End of Tenancy",
    projname: "Family house, Walthamstow",
    imagefile: "/images/projects/walthamstow-house.jpg",
    satisfaction: [
      entry(
        "Grace O.",
        "Walthamstow, E17",
        "2026-05-15",
        "Three bedrooms, two bathrooms, one very long day for them and zero stress for us.",
      ),
    ],
  },
  {
    projcode: "PRJ-301",
    service: "Office Cleaning",
    projname: "Design studio, Shoreditch",
    imagefile: "/images/projects/shoreditch-studio.jpg",
    satisfaction: [
      entry(
        "Ben A., office manager",
        "Shoreditch, EC2",
        "2026-10-31",
        "Evening team has been with us for 18 months. Kitchens and washrooms always immaculate.",
      ),
      entry(
        "Priya S., studio director",
        "Shoreditch, EC2",
        "2026-07-10",
        "They work around our late nights without complaint and leave a note if anything needs fixing.",
      ),
    ],
  },
  {
    projcode: "PRJ-302",
    service: "Office Cleaning",
    projname: "Dental practice, Marylebone",
    imagefile: "/images/projects/marylebone-practice.jpg",
    satisfaction: [
      entry(
        "Dr Helen F.",
        "Marylebone, W1",
        "2026-09-12",
        "Reliable clinical-standard cleaning every evening. Our CQC inspection went smoothly.",
      ),
    ],
  },
  {
    projcode: "PRJ-401",
    service: "Carpet and Upholstery",
    projname: "Period living room, Clapham",
    imagefile: "/images/projects/clapham-living-room.jpg",
    satisfaction: [
      entry(
        "James R.",
        "Clapham, SW4",
        "2026-10-08",
        "Red wine stain on a cream carpet: gone. The sofa came up like new as well.",
      ),
      entry(
        "Nadia B.",
        "Brixton, SW2",
        "2026-08-27",
        "Carpets were dry by the evening, and no chemical smell at all.",
      ),
    ],
  },
  {
    projcode: "PRJ-501",
    service: "Post-Renovation",
    projname: "Kitchen extension, Ealing",
    imagefile: "/images/projects/ealing-extension.jpg",
    satisfaction: [
      entry(
        "Oliver & Kate T.",
        "Ealing, W5",
        "2026-06-05",
        "Plaster dust everywhere after the builders left. The quote was fair and the result perfect.",
      ),
    ],
  },
];
