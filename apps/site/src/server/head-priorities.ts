import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * The page's HTML with its script preloads asked at low priority. React Router's `<Scripts>`
 * preloads every module of the page (30 to 40 of them, 220 to 390 KB gzip), and React moves
 * those links to the head: at their default (high) priority a phone on a slow network shares
 * its bandwidth between them and what the first paint needs (the stylesheet, the font, the hero
 * picture), and Lighthouse counts every high-priority script that arrived before the first
 * paint as blocking it. Low, they come after those and still before the scripts need them
 * (the module script that imports them is at the end of the body). Only the head is rewritten
 * (the links are there, before any page content); the rest streams through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let headDone = false;
  const rewrite = (text: string) => text.replaceAll(MODULE_PRELOAD, LOW_MODULE_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      const text = pending + decoder.write(chunk);
      const end = text.indexOf(HEAD_END);
      if (end !== -1) {
        headDone = true;
        pending = "";
        // The decoder may hold the first bytes of a character split by this chunk's end.
        callback(null, rewrite(text.slice(0, end)) + text.slice(end) + decoder.end());
        return;
      }
      // Keep back a tag the chunk cut in two; send the rest.
      const cut = text.lastIndexOf("<");
      const safe = cut === -1 ? text.length : cut;
      pending = text.slice(safe);
      callback(null, rewrite(text.slice(0, safe)));
    },
    flush(callback) {
      callback(null, headDone ? "" : rewrite(pending + decoder.end()));
    },
  });
}
