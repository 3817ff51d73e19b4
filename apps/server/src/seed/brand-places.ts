import type { Brand } from "@bookwell/contract";

/**
 * The demo content's places and laws for a brand outside the UK, as replacements of the
 * phrases Bookwell UK's content (written once, in the spec's words) uses: London and its
 * boroughs, its depots and numbers, the law of England and Wales, UK GDPR and its regulator.
 * Plain and short; applied before the brand's name and currency (`brand-text.ts`). A brand
 * with no entry (Bookwell UK) keeps the content word for word.
 */
export function placeTexts(brand: Brand): readonly [RegExp, string][] {
  if (brand.id !== "sg") return [];
  const registered = brand.legal.companyNumber ?? "";
  const office = brand.legal.address.filter((line) => line !== "Singapore").join(", ");
  return [
    // The seller, its registration and its law.
    [
      /a company registered in England and Wales \(company number 09876543\), whose registered office is at 2nd Floor, 14 Clerkenwell Close, London EC1R 0AA/g,
      `a company registered in Singapore (${registered}), whose registered office is at ${office}`,
    ],
    [
      /Registered in England and Wales, company number 09876543\./g,
      `Registered in Singapore, ${registered}.`,
    ],
    [/Bookwell Ltd, 2nd Floor, 14 Clerkenwell Close, London EC1R 0AA/g, `Bookwell Ltd, ${office}`],
    [/the law of England and Wales/g, "the law of Singapore"],
    [/the Consumer Rights Act 2015/g, "Singapore's Consumer Protection (Fair Trading) Act"],
    [/under UK GDPR/g, "under Singapore's Personal Data Protection Act"],
    [
      /the Information Commissioner's Office at ico\.org\.uk/g,
      "the Personal Data Protection Commission at pdpc.gov.sg",
    ],
    [/right to work in the UK/g, "right to work in Singapore"],
    [/tenancy deposits in England/g, "tenancy deposits in Singapore"],
    [/DBS-checked/g, "background-checked"],
    [/a basic DBS check/g, "a basic background check"],
    [/DBS checks/g, "background checks"],
    [/DBS checked staff/g, "Background-checked staff"],
    // Its bank: PayNow to its registration number, not a UK sort code.
    [
      /sort code 04-00-75, account number 21469012/g,
      `PayNow to ${registered}, or DBS Bank account 072-123456-7`,
    ],
    // Its wage standard: Singapore's Progressive Wage Model, not the London Living Wage.
    [/(?:the )?London Living Wage/g, "the Progressive Wage Model's rates"],
    [/Living Wage employer/g, "Progressive Wage Mark employer"],
    [/Living Wage cleaners/g, "Progressive Wage cleaners"],
    [/Living Wage accreditation/g, "Progressive Wage Mark accreditation"],
    [/Bank holiday bookings/g, "Public holiday bookings"],
    // Its numbers and depots.
    [/020 7946 0000/g, brand.contact.phone],
    [/tel:\+442079460000/g, `tel:${brand.contact.phone.replace(/[^\d+]/g, "")}`],
    [/wa\.me\/447700900000/g, `wa.me/${brand.contact.phone.replace(/\D/g, "")}`],
    [/North London depot/g, "Jurong depot"],
    [
      /Unit 6, Brewery Road Trading Estate, London N7 9PD/g,
      "2 Jurong East Street 21, #04-10, Singapore 609601",
    ],
    [/020 7946 0123/g, "+65 6123 4568"],
    [/South London depot/g, "Tampines depot"],
    [/Arch 42, Lavender Hill, London SW11 5RW/g, "10 Tampines Central 1, #03-05, Singapore 529536"],
    [/020 7946 0456/g, "+65 6123 4569"],
    [/"map_lat":51\.5237,"map_long":-0\.1053/g, '"map_lat":1.2789,"map_long":103.8498'],
    // Where it is booked: Singapore's flag alone (the home page's carousel).
    [
      /\{"image":"\/images\/flags\/gb-(?:eng|wls|sct)\.svg","name":"(?:England|Wales|Scotland)"\},/g,
      "",
    ],
    // The projects on the home page and their customers' neighbourhoods; the offices.
    [/Victorian terrace, Islington/g, "Shophouse, Tiong Bahru"],
    [/Riverside apartment, Battersea/g, "Riverside condominium, Robertson Quay"],
    [/Two-bedroom flat, Camden/g, "Three-room HDB flat, Toa Payoh"],
    [/Family house, Walthamstow/g, "Terrace house, Serangoon Gardens"],
    [/Design studio, Shoreditch/g, "Design studio, Tanjong Pagar"],
    [/Dental practice, Marylebone/g, "Dental practice, Novena"],
    [/Period living room, Clapham/g, "Living room, Holland Village"],
    [/Kitchen extension, Ealing/g, "Kitchen renovation, Punggol"],
    [/Islington, N1\b/g, "Tiong Bahru"],
    [/Battersea, SW11\b/g, "Robertson Quay"],
    [/Nine Elms, SW8\b/g, "River Valley"],
    [/Camden, NW1\b/g, "Toa Payoh"],
    [/Kentish Town, NW5\b/g, "Bishan"],
    [/Walthamstow, E17\b/g, "Serangoon Gardens"],
    [/Shoreditch, EC2\b/g, "Tanjong Pagar"],
    [/Marylebone, W1\b/g, "Novena"],
    [/Clapham, SW4\b/g, "Holland Village"],
    [/Brixton, SW2\b/g, "Bukit Timah"],
    [/Ealing, W5\b/g, "Punggol"],
    [/Our CQC inspection/g, "Our MOH inspection"],
    [/Founded in Islington/g, "Founded in Tiong Bahru"],
    [/Offices in Clerkenwell, Holloway and Battersea/g, "Offices in the CBD, Jurong and Tampines"],
    // London itself.
    [/a borrowed van in Islington/g, "a borrowed van in Tiong Bahru"],
    [/across every London borough/g, "across the island"],
    [/across all 32 London boroughs/g, "across every part of Singapore"],
    [/London Living Wage/g, "Progressive Wage"],
    [/London water is hard\./g, "Singapore's water leaves spots."],
    [/\bLondon\b/g, "Singapore"],
  ];
}
