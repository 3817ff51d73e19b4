import { useBrand, useTokens } from "./use-tokens";

const sizes = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl"] as const;
const families = ["font-sans", "font-heading", "font-mono"] as const;

/** The type scale with live sizes, set in the brand's body font. */
export function TypeScale() {
  const tokens = useTokens(sizes.map((size) => `text-${size}` as const));
  return (
    <table className="w-full border-collapse text-left" data-slot="type-scale">
      <caption className="mb-3 text-left text-base text-foreground">Type scale</caption>
      <thead>
        <tr className="border-b border-border text-sm">
          <th scope="col" className="py-2 pr-4">
            Token
          </th>
          <th scope="col" className="py-2 pr-4">
            Size
          </th>
          <th scope="col" className="py-2">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {sizes.map((size) => (
          <tr key={size} className="border-b border-border align-baseline">
            <td className="py-2 pr-4 font-mono text-sm">--text-{size}</td>
            <td className="py-2 pr-4 font-mono text-sm">{tokens[`text-${size}`]}</td>
            <td className="py-2" style={{ fontSize: `var(--text-${size})` }}>
              Book a home cleaning
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The font families of the brand in force, each set in itself. */
export function FontFamilies() {
  const brand = useBrand();
  const tokens = useTokens(families);
  return (
    <dl className="grid gap-4" data-slot="font-families" aria-label={`Fonts of the ${brand} brand`}>
      {families.map((family) => (
        <div
          key={family}
          className="rounded-lg border border-border bg-card p-4 text-card-foreground"
        >
          <dt className="font-mono text-sm">--{family}</dt>
          <dd className="text-sm text-muted-foreground">{tokens[family]}</dd>
          <dd className="mt-2 text-2xl" style={{ fontFamily: `var(--${family})` }}>
            Sparkling homes, booked in minutes. 0123456789 £
          </dd>
        </div>
      ))}
    </dl>
  );
}
