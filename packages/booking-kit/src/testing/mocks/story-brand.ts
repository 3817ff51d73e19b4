/**
 * The brand the story runs with (the toolbar's, or a story's `globals.brand`), set before each
 * story by `serveBrandData`. The mocks that keep no state of their own (bookings, requests,
 * the questionnaire's and the wizard's locations) read it when they answer, so the Singapore
 * brand's stories show Mei Ling's Singapore data, not alice's London data.
 */
let singapore = false;

export function setStoryBrand(brand: unknown) {
  singapore = brand === "sg";
}

/** Whether the story runs with the Singapore brand (Lion City Clean). */
export const singaporeStory = () => singapore;

/** The UK value, or the Singapore one with the Singapore brand. */
export const byBrand = <T>(uk: T, sg: T): T => (singapore ? sg : uk);
