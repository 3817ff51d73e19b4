import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

import { EARLY_PRESSES, PARTS_KEEP_PRESSES } from "../lib/early-presses";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const NONCE = /\bnonce="([^"]*)"/;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const HEAD_END = "</head>";
/** What React escapes in an attribute's value. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const SCRIPT_END = "</script>";
/**
 * How many preloads the starter adds in one task: Chromium starts each link's fetch on the main
 * thread as it is added (0.2 to 1 ms a link), and compiles there at once a module it already
 * holds in memory (the framework's, 15 ms, on a reload); a page has 30 to 60 of them. All at
 * once, that was one task of up to 57 ms on the listing (a trace of its load), four times that
 * on Lighthouse's phone.
 */
const PRELOADS_PER_TASK = 3;
/** The id of React Router's module script while it waits (read by the starter below). */
export const HELD_ENTRY_ID = "bookwell-entry";

/**
 * The starter: a classic inline script, after the held module script, that puts the module
 * script and its preloads back once the page has painted what the visitor came for, so the
 * page's scripts never compete with it for the network or the main thread. The moment: the
 * browser has reported a largest contentful paint and every priority image
 * (`fetchpriority="high"`: the hero, a service page's header) has arrived; or right away when
 * the tab is hidden (no paint comes), when the browser reports no such paint (Safari: after
 * the first frame), on the visitor's first press or key (what they press then is the
 * scripts' first job), and at the latest after 3 s. The module script goes back first, then the
 * preloads, `PRELOADS_PER_TASK` a task (the browser fetches them in parallel all the same; the
 * module script's own imports arrive after its file). Until the page has hydrated, it keeps the
 * visitor's clicks for `replayEarlyPresses` (`lib/early-presses.ts`).
 */
function starter(preloads: readonly string[]): string {
  const list = JSON.stringify(preloads).replaceAll("<", String.raw`\u003c`);
  return `(function(){
var held=document.getElementById("${HELD_ENTRY_ID}"),started=false,
  inputs=["pointerdown","keydown","touchstart"];
if(!held)return;
var kept=window.${EARLY_PRESSES}=[];
addEventListener("click",function(event){
  var target=event.target;
  if(window.${EARLY_PRESSES}!==kept||!event.isTrusted||!target.closest)return;
  if(target.closest("a[href]")||(window.${PARTS_KEEP_PRESSES}&&target.closest("[data-deferred]")))return;
  event.preventDefault();event.stopImmediatePropagation();
  kept.push(event);start();
},true);
function start(){
  if(started)return;started=true;
  inputs.forEach(function(type){removeEventListener(type,start,true)});
  var nonce=held.nonce,hrefs=${list},next=0;
  var script=document.createElement("script");
  script.type="module";script.async=true;script.nonce=nonce;script.textContent=held.textContent;
  held.replaceWith(script);
  (function preload(){
    var links=document.createDocumentFragment();
    for(var end=Math.min(next+${PRELOADS_PER_TASK},hrefs.length);next<end;next++){
      var link=document.createElement("link");
      link.rel="modulepreload";link.href=hrefs[next];link.nonce=nonce;
      links.appendChild(link);
    }
    document.head.appendChild(links);
    if(next<hrefs.length)setTimeout(preload,0);
  })();
}
function later(){setTimeout(start,0)}
function afterFrame(){requestAnimationFrame(function(){requestAnimationFrame(later)})}
function shown(){
  var images=document.querySelectorAll('img[fetchpriority="high"]');
  for(var i=0;i<images.length;i++)if(!images[i].complete)return false;
  return true;
}
inputs.forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});
setTimeout(start,3000);
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(document.visibilityState!=="visible")return start();
if(types.indexOf("largest-contentful-paint")===-1)return afterFrame();
new PerformanceObserver(function(_,observer){
  if(shown()){observer.disconnect();later();}
}).observe({type:"largest-contentful-paint",buffered:true});
document.querySelectorAll('img[fetchpriority="high"]').forEach(function(image){
  if(!image.complete)image.addEventListener("load",function(){if(shown())afterFrame()});
  image.addEventListener("error",function(){if(shown())afterFrame()});
});
})()`;
}

type Phase = "head" | "entry" | "entry-end" | "rest";

/**
 * The page's HTML with its scripts started after its first paint. React Router's `<Scripts>`
 * preloads every module of the page (30 to 40 of them, 145 to 175 KB gzip) and React moves
 * those links to the head: a phone shares its network and its main thread between them and
 * what the first paint needs (the stylesheet, the font, the hero picture), and Lighthouse
 * counts every script that arrived before the largest paint as holding it back. Here the
 * head's preloads are taken out, React Router's module script is held (a type the browser does
 * not run, `HELD_ENTRY_ID`), and a starter script after it puts both back at the moment above;
 * the page hydrates then, from the same module script, with the same nonce (a script made by a
 * nonced script passes the CSP's 'strict-dynamic').
 *
 * A tag cut in two by a chunk's end is kept back until the next chunk; everything after the
 * starter streams through untouched. A page without a module script keeps its text as it is,
 * its preloads aside.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let phase: Phase = "head";
  let pending = "";
  let nonce = "";

  const dropPreloads = (text: string) =>
    text.replaceAll(MODULE_PRELOAD, (link) => {
      const href = HREF.exec(link)?.[1];
      if (href)
        preloads.push(href.replaceAll(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!));
      return "";
    });
  const holdEntry = (tag: string) => {
    nonce = NONCE.exec(tag)?.[1] ?? "";
    return tag
      .replace(/\stype="module"/, ` type="bookwell/module" id="${HELD_ENTRY_ID}"`)
      .replace(/\sasync(="")?/, "");
  };

  /** Moves through the phases as far as `text` allows; returns what can be sent. */
  function advance(text: string, last: boolean): string {
    let out = "";
    for (;;) {
      if (phase === "rest") return out + text;
      if (phase === "head") {
        const end = text.indexOf(HEAD_END);
        if (end === -1) break;
        out += dropPreloads(text.slice(0, end));
        text = text.slice(end);
        phase = "entry";
      } else if (phase === "entry") {
        const match = MODULE_SCRIPT.exec(text);
        if (!match) break;
        out += text.slice(0, match.index) + holdEntry(match[0]);
        text = text.slice(match.index + match[0].length);
        phase = "entry-end";
      } else {
        const end = text.indexOf(SCRIPT_END);
        if (end === -1) break;
        const attributes = nonce ? ` nonce="${nonce}"` : "";
        out += `${text.slice(0, end + SCRIPT_END.length)}<script${attributes}>${starter(preloads)}</script>`;
        text = text.slice(end + SCRIPT_END.length);
        phase = "rest";
      }
    }
    if (last) return out + (phase === "head" ? dropPreloads(text) : text);
    // Keep back a tag the chunk may have cut in two (in the entry script's text, all of it:
    // its end is looked for in the whole); send the rest.
    const cut = phase === "entry-end" ? 0 : text.lastIndexOf("<");
    const safe = cut === -1 ? text.length : cut;
    const sent = text.slice(0, safe);
    pending = text.slice(safe);
    return out + (phase === "head" ? dropPreloads(sent) : sent);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Every chunk goes through the decoder: it may hold the first bytes of a character the
      // previous chunk's end cut in two.
      if (phase === "rest") {
        callback(null, decoder.write(chunk));
        return;
      }
      const text = pending + decoder.write(chunk);
      pending = "";
      callback(null, advance(text, false));
    },
    flush(callback) {
      callback(null, phase === "rest" ? decoder.end() : advance(pending + decoder.end(), true));
    },
  });
}
