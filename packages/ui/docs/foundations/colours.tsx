import { COLOUR_PAIRS, contrastRatio, formatRatio, parseColor } from "../../src/lib/contrast";
import { cn } from "../../src/lib/cn";
import { useBrand, useTokens } from "./use-tokens";

const names = [...new Set(COLOUR_PAIRS.flatMap((pair) => [pair.foreground, pair.background]))];

/** Every colour pair of the brand in force, with its live contrast ratio and AA result. */
export function ColourPairs() {
  const brand = useBrand();
  const tokens = useTokens(names);
  return (
    <table className="w-full border-collapse text-left text-sm" data-slot="colour-pairs">
      <caption className="mb-3 text-left text-base text-foreground">
        Colour pairs of the <strong>{brand}</strong> brand, measured in this browser
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4">
            Sample
          </th>
          <th scope="col" className="py-2 pr-4">
            Foreground on background
          </th>
          <th scope="col" className="py-2 pr-4">
            Values
          </th>
          <th scope="col" className="py-2 pr-4">
            Ratio
          </th>
          <th scope="col" className="py-2">
            WCAG AA
          </th>
        </tr>
      </thead>
      <tbody>
        {COLOUR_PAIRS.map((pair) => {
          const foreground = tokens[pair.foreground] ?? "";
          const background = tokens[pair.background] ?? "";
          let ratio: number | null = null;
          try {
            ratio = contrastRatio(parseColor(foreground), parseColor(background));
          } catch {
            ratio = null;
          }
          const passes = ratio !== null && ratio >= pair.minimum;
          const text = pair.minimum >= 4.5;
          return (
            <tr
              key={`${pair.foreground}/${pair.background}`}
              className="border-b border-border align-middle"
            >
              <td className="py-2 pr-4">
                {text ? (
                  <span
                    className="inline-flex h-10 w-16 items-center justify-center rounded-md border border-border text-lg font-semibold"
                    style={{
                      background: `var(--${pair.background})`,
                      color: `var(--${pair.foreground})`,
                    }}
                  >
                    Aa
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-10 w-16 items-center justify-center rounded-md border border-border"
                    style={{ background: `var(--${pair.background})` }}
                  >
                    <span
                      className="size-6 rounded-sm border-2"
                      style={{ borderColor: `var(--${pair.foreground})` }}
                    />
                  </span>
                )}
              </td>
              <td className="py-2 pr-4">
                <code className="font-mono">--{pair.foreground}</code> on{" "}
                <code className="font-mono">--{pair.background}</code>
                <div className="text-muted-foreground">{pair.use}</div>
              </td>
              <td className="py-2 pr-4 font-mono text-xs">
                <div>{foreground}</div>
                <div>{background}</div>
              </td>
              <td className="py-2 pr-4 font-mono">
                {ratio === null ? "unreadable" : formatRatio(ratio)}
              </td>
              <td className="py-2">
                <span
                  data-state={passes ? "pass" : "fail"}
                  className={cn(
                    "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
                    passes
                      ? "bg-success text-success-foreground"
                      : "bg-destructive text-destructive-foreground",
                  )}
                >
                  {passes ? "Pass" : "Fail"} {pair.minimum}:1
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const swatchNames = [
  "background",
  "foreground",
  "card",
  "popover",
  "primary",
  "secondary",
  "muted",
  "muted-foreground",
  "accent",
  "success",
  "warning",
  "destructive",
  "info",
  "border",
  "input",
  "ring",
  "rating",
  "overlay",
] as const;

/**
 * Every colour token: swatch, name and value, for the brand in force, or for `brand` (its
 * swatches then need a `data-brand` wrapper, as the side-by-side view gives them).
 */
export function ColourSwatches({ brand }: { brand?: "uk" | "sg" } = {}) {
  const tokens = useTokens(swatchNames, brand);
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-4"
      aria-label={brand ? `Colour tokens of the ${brand} brand` : "Colour tokens"}
    >
      {swatchNames.map((name) => (
        <li key={name} className="rounded-lg border border-border bg-card p-2 text-card-foreground">
          <span
            aria-hidden="true"
            className="block h-12 rounded-md border border-border"
            style={{ background: `var(--${name})` }}
          />
          <code className="mt-2 block font-mono text-sm">--{name}</code>
          <span className="block font-mono text-xs text-muted-foreground">{tokens[name]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Both brands' colour tokens side by side: each column themed by its own `data-brand`. */
export function BrandsSideBySide() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {(["uk", "sg"] as const).map((brand) => (
        <section
          key={brand}
          data-brand={brand === "uk" ? undefined : brand}
          aria-labelledby={`brand-${brand}`}
          className="rounded-lg bg-background p-3 text-foreground"
        >
          <h3 id={`brand-${brand}`} className="mb-3 font-heading text-lg font-semibold">
            {brand === "uk" ? "Bookwell UK" : "Lion City Clean (Singapore)"}
          </h3>
          <ColourSwatches brand={brand} />
        </section>
      ))}
    </div>
  );
}
