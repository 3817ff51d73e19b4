import gbEng from "flag-icons/flags/4x3/gb-eng.svg?url";
import gbSct from "flag-icons/flags/4x3/gb-sct.svg?url";
import gbWls from "flag-icons/flags/4x3/gb-wls.svg?url";
import gb from "flag-icons/flags/4x3/gb.svg?url";
import sg from "flag-icons/flags/4x3/sg.svg?url";

/** The flags the site shows, from flag-icons (ISO 3166 codes, UK nations as gb-eng...). */
const flags: Record<string, string> = { gb, "gb-eng": gbEng, "gb-sct": gbSct, "gb-wls": gbWls, sg };

/** A CMS flag image (`/images/flags/gb-eng.svg`) as flag-icons' drawing of the same code. */
export function flagUrl(image: string): string {
  const code =
    image
      .split("/")
      .pop()
      ?.replace(/\.\w+$/, "")
      .toLowerCase() ?? "";
  return flags[code] ?? image;
}
