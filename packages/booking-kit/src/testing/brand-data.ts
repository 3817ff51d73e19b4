/**
 * The demo data the kit's mocks serve for the brand chosen in the toolbar (or a story's
 * `globals.brand`): with Lion City Clean, every kit story's cart and profile are Mei Ling's in
 * Singapore (`mocks/sg.mocks.ts`: +65 mobiles, six-digit postcodes, Singapore addresses), and
 * `withKit` signs her in with the brand's settings (S$, Singapore as the default country);
 * with Bookwell UK, alice's in London. The mocks without state of their own (My Booking,
 * My Request and the quotation, the questionnaire's and the wizard's locations) answer with the
 * brand's data too (`mocks/story-brand.ts`): Singapore addresses, +65 phones, six-digit
 * postcodes, S$ in the texts that carry a price. The Storybook preview calls it before each
 * story, ahead of the story's own `beforeEach`, so a story's `reset()` starts from its brand's
 * data and can still set its own on top.
 */
import { cartMock } from "./mocks/cart.mocks";
import { profileMock } from "./mocks/profile.mocks";
import { sgContacts, sgHomeCleaningLine, sgLocations, sgParticulars } from "./mocks/sg.mocks";
import { setStoryBrand } from "./mocks/story-brand";

export function serveBrandData(brand: unknown) {
  const singapore = brand === "sg";
  setStoryBrand(brand);
  cartMock.brandState = singapore ? { lines: [sgHomeCleaningLine] } : {};
  profileMock.brandState = singapore
    ? { particulars: sgParticulars, contacts: sgContacts, locations: sgLocations }
    : {};
  cartMock.reset();
  profileMock.reset();
}
