"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import * as React from "react";

import { Button, buttonVariants } from "../button";
import { Field } from "../field";
import { AA_TEXT, formatRatio, parseColor } from "../lib/contrast";
import { cn } from "../lib/cn";
import { TextInput } from "../text-input";
import {
  THEME_COLOURS,
  THEME_SHAPE,
  type ThemeToken,
  type ThemeTokens,
  readTheme,
  themeContrast,
  themeCss,
  themeValueProblem,
} from "./theme-css";

export type ThemeEditorProps = Omit<React.ComponentProps<"div">, "defaultValue" | "children"> & {
  /** The theme (controlled): each token's value. Only valid values are reported. */
  value?: ThemeTokens;
  /** The starting theme (uncontrolled). Absent: the theme in force on the page's `<html>`. */
  defaultValue?: ThemeTokens;
  /** Called with the whole theme whenever a token gets a new valid value. */
  onValueChange?: (value: ThemeTokens) => void;
  /**
   * The exported file's name, for its download link.
   * @default "brand.css"
   */
  fileName?: string;
  /** A comment at the top of the exported file (the brand's name). */
  title?: string;
  /** What the theme is tried on: components and composites, painted with the edited tokens. */
  children?: React.ReactNode;
};

/**
 * A designer's theme editor: every colour, the radius and the fonts of a brand, with the
 * components given as children repainted as they change, the WCAG AA contrast of every colour
 * pair, and the brand's CSS file to export (`themeCss`). The preview sets the tokens on its
 * own element (`data-brand`), so the rest of the page keeps its theme; dialogs and toasts,
 * which render in `<body>`, keep the page's.
 */
export function ThemeEditor({
  value,
  defaultValue,
  onValueChange,
  fileName = "brand.css",
  title,
  children,
  className,
  ...props
}: ThemeEditorProps) {
  const [start] = React.useState<ThemeTokens>(
    () => defaultValue ?? (typeof document === "undefined" ? {} : readTheme()),
  );
  const [theme = start, setTheme] = useControllableState<ThemeTokens>({
    prop: value,
    defaultProp: start,
    onChange: onValueChange,
    caller: "ThemeEditor",
  });
  // Remounts the fields on Reset, so their drafts start again from the theme.
  const [generation, setGeneration] = React.useState(0);
  const setToken = (name: ThemeToken, next: string) => {
    if (theme[name] !== next) setTheme({ ...theme, [name]: next });
  };

  const css = themeCss(theme, title ? { title } : {});
  const pairs = themeContrast(theme);
  const failing = pairs.filter((pair) => !pair.passes);
  const [copied, setCopied] = React.useState(false);
  const previewStyle = Object.fromEntries(
    Object.entries(theme).map(([name, tokenValue]) => [`--${name}`, tokenValue]),
  ) as React.CSSProperties;

  return (
    <div
      data-slot="theme-editor"
      className={cn("grid gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]", className)}
      {...props}
    >
      <form
        aria-label="Theme tokens"
        className="grid content-start gap-6"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset key={`colours-${generation}`} className="grid gap-3">
          <legend className="mb-2 text-lg font-semibold">Colours</legend>
          {THEME_COLOURS.map((name) => (
            <TokenField
              key={name}
              name={name}
              value={theme[name] ?? ""}
              onValue={(next) => setToken(name, next)}
              colour
            />
          ))}
        </fieldset>
        <fieldset key={`shape-${generation}`} className="grid gap-3">
          <legend className="mb-2 text-lg font-semibold">Radius and fonts</legend>
          {THEME_SHAPE.map((name) => (
            <TokenField
              key={name}
              name={name}
              value={theme[name] ?? ""}
              onValue={(next) => setToken(name, next)}
            />
          ))}
        </fieldset>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setTheme(start);
            setGeneration((count) => count + 1);
          }}
        >
          Reset to the starting theme
        </Button>
      </form>

      <div className="grid min-w-0 content-start gap-6">
        <section aria-labelledby="theme-editor-preview" className="grid gap-3">
          <h2 id="theme-editor-preview" className="text-lg font-semibold">
            Preview
          </h2>
          <div
            data-brand="theme-editor"
            data-slot="theme-preview"
            style={previewStyle}
            className="grid gap-4 rounded-lg border border-border bg-background p-4 font-sans text-foreground"
          >
            {children}
          </div>
        </section>

        <section aria-labelledby="theme-editor-contrast" className="grid gap-3">
          <h2 id="theme-editor-contrast" className="text-lg font-semibold">
            Contrast
          </h2>
          <p role="status" className="text-sm">
            {failing.length === 0
              ? `Every colour pair reaches WCAG AA (${pairs.length} checked).`
              : `${failing.length} of ${pairs.length} colour pairs are below WCAG AA.`}
          </p>
          {failing.length > 0 ? (
            <ul aria-label="Contrast warnings" className="grid gap-2">
              {failing.map((pair) => (
                <li
                  key={`${pair.foreground}/${pair.background}`}
                  data-slot="contrast-warning"
                  className="rounded-md border-l-4 border-destructive bg-muted p-3 text-sm text-foreground"
                >
                  <strong>
                    --{pair.foreground} on --{pair.background}: {formatRatio(pair.ratio)}
                  </strong>
                  , needs {pair.minimum >= AA_TEXT ? "4.5:1" : "3:1"} ({pair.use}).
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="theme-editor-export" className="grid gap-3">
          <h2 id="theme-editor-export" className="text-lg font-semibold">
            Export
          </h2>
          <p className="text-sm text-muted-foreground">
            Load this file after <code>@bookwell/ui/styles.css</code> (or the kit&apos;s): it is the
            whole brand.
          </p>
          {/* A region that scrolls is reached by keyboard (axe: scrollable-region-focusable). */}
          <pre
            role="region"
            aria-label={`Exported ${fileName}`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-96 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-sm text-foreground"
          >
            {css}
          </pre>
          <div className="flex flex-wrap items-center gap-3">
            <a
              className={buttonVariants({ variant: "primary" })}
              download={fileName}
              href={`data:text/css;charset=utf-8,${encodeURIComponent(css)}`}
            >
              Download {fileName}
            </a>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(css).then(() => setCopied(true));
              }}
            >
              Copy CSS
            </Button>
            <span role="status" className="text-sm text-muted-foreground">
              {copied ? "Copied." : ""}
            </span>
          </div>
        </section>
      </div>
    </div>
  );
}

/** "#rrggbb" of a colour the picker can show, or null (not a colour yet). */
function hexOf(value: string): string | null {
  try {
    const { r, g, b } = parseColor(value);
    return `#${[r, g, b]
      .map((channel) =>
        Math.round(channel * 255)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
  } catch {
    return null;
  }
}

/**
 * One token: its value as text (any form `contrast.ts` reads), checked as it is typed; a
 * colour also has a swatch and the browser's colour picker. Only a valid value reaches the
 * theme: while a value is wrong, the field says why and the preview keeps the last good one.
 */
function TokenField({
  name,
  value,
  onValue,
  colour = false,
}: {
  name: ThemeToken;
  value: string;
  onValue: (value: string) => void;
  colour?: boolean;
}) {
  const [draft, setDraft] = React.useState(value);
  const [reported, setReported] = React.useState(value);
  // A new value from outside (the picker, a controlled parent) replaces the draft.
  if (value !== reported) {
    setReported(value);
    setDraft(value);
  }
  const problem = themeValueProblem(name, draft);
  const hex = colour ? hexOf(value) : null;
  return (
    <div className="flex items-end gap-2">
      <Field label={`--${name}`} error={problem ?? undefined} className="min-w-0 flex-1">
        <TextInput
          value={draft}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-sm"
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            if (!themeValueProblem(name, next)) {
              setReported(next.trim());
              onValue(next.trim());
            }
          }}
        />
      </Field>
      {colour ? (
        <input
          type="color"
          aria-label={`Pick --${name}`}
          value={hex ?? "#000000"}
          onChange={(event) => onValue(event.target.value)}
          className="mb-0.5 size-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
      ) : null}
    </div>
  );
}
