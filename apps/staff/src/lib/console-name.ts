import { staffTexts } from "@bookwell/contract";

/**
 * The console's name with its brand's: the site's server names the brand in the page it serves
 * (`<meta name="application-name">`, from its `BRAND`), so one build serves any brand.
 */
export function consoleName(): string {
  const brand = document
    .querySelector<HTMLMetaElement>('meta[name="application-name"]')
    ?.content.trim();
  return brand ? staffTexts.consoleNameOf(brand) : staffTexts.consoleName;
}
