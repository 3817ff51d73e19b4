"use client";
import { texts } from "@bookwell/contract";
import * as React from "react";

/** The spec's delay before the page-translation widget loads (visitor-and-entry.md section 9). */
export const TRANSLATE_WIDGET_DELAY = 1_000;

/** A translation provider a brand may turn on; none by default. */
export interface TranslateProvider {
  /** Google's website translator (its element script). */
  name: "google";
  /** The page's own language. @default "en" (the spec's default language) */
  pageLanguage?: string;
}

/** Puts the provider's widget into `container`; rejects when it cannot. */
export type TranslateLoader = (
  container: HTMLElement,
  provider: TranslateProvider,
) => Promise<void>;

export interface TranslateWidgetProps {
  /** The provider, from the site's settings; unset or null: no widget at all. */
  provider?: TranslateProvider | null;
  /** Wait before loading, in ms. @default 1000 */
  delayMs?: number;
  /** How the widget is loaded; Google's element script by default. Stories pass their own. */
  load?: TranslateLoader;
}

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
  }
}

type GoogleTranslate = {
  translate?: {
    TranslateElement: new (
      options: { pageLanguage: string; autoDisplay?: boolean },
      elementId: string,
    ) => unknown;
  };
};

/** Google's element script, added once, after the delay; its select is keyboard reachable. */
export const loadGoogleTranslate: TranslateLoader = (container, provider) =>
  new Promise((resolve, reject) => {
    window.googleTranslateElementInit = () => {
      const google = (window as unknown as { google?: GoogleTranslate }).google;
      if (!google?.translate) return reject(new Error("Google's translator did not start"));
      new google.translate.TranslateElement(
        { pageLanguage: provider.pageLanguage ?? "en", autoDisplay: false },
        container.id,
      );
      resolve();
    };
    const script = document.createElement("script");
    script.src =
      "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit";
    script.async = true;
    script.onerror = () => reject(new Error("Google's translator did not load"));
    document.body.append(script);
  });

/**
 * The page-translation widget (visitor-and-entry.md: "loads one second after start"): behind a
 * setting that names the provider, off when unset. Nothing renders and nothing loads until
 * the delay has passed after the page started, so it never holds up the first paint; a
 * provider that fails to load leaves no trace on the page.
 */
export function TranslateWidget({
  provider,
  delayMs = TRANSLATE_WIDGET_DELAY,
  load = loadGoogleTranslate,
}: TranslateWidgetProps) {
  const id = React.useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const container = React.useRef<HTMLDivElement>(null);
  const [state, setState] = React.useState<"waiting" | "loading" | "failed">("waiting");
  React.useEffect(() => {
    if (!provider) return;
    const timer = window.setTimeout(() => setState("loading"), delayMs);
    return () => window.clearTimeout(timer);
  }, [provider, delayMs]);
  React.useEffect(() => {
    if (!provider || state !== "loading" || !container.current) return;
    let live = true;
    load(container.current, provider).catch(() => live && setState("failed"));
    return () => {
      live = false;
    };
  }, [provider, state, load]);
  if (!provider || state === "waiting" || state === "failed") return null;
  return (
    <section
      aria-label={texts.translatePage}
      data-slot="translate-widget"
      className="mx-auto flex max-w-7xl justify-end px-4 py-2"
    >
      <div id={`translate-${id}`} ref={container} />
    </section>
  );
}
