import { useState } from "react";

import { useTokens } from "./use-tokens";

const steps = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** The spacing scale: Tailwind multiplies `--spacing` (p-4 is 4 × --spacing). */
export function SpacingScale() {
  const { spacing } = useTokens(["spacing"]);
  return (
    <table className="w-full border-collapse text-left text-sm" data-slot="spacing-scale">
      <caption className="mb-3 text-left text-base text-foreground">
        Spacing: multiples of <code className="font-mono">--spacing</code> ({spacing})
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4">
            Step
          </th>
          <th scope="col" className="py-2 pr-4">
            Size
          </th>
          <th scope="col" className="py-2">
            Bar
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step} className="border-b border-border">
            <td className="py-2 pr-4 font-mono">{step}</td>
            <td className="py-2 pr-4 font-mono">
              calc({step} × {spacing})
            </td>
            <td className="py-2">
              <span
                aria-hidden="true"
                className="block h-4 rounded-sm bg-primary"
                style={{ width: `calc(var(--spacing) * ${step})` }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const radii = ["radius-sm", "radius-md", "radius-lg", "radius-xl", "radius-pill"] as const;

/** Corner radii of the brand in force (sg is rounder). */
export function RadiusScale() {
  const tokens = useTokens(radii);
  return (
    <ul className="flex flex-wrap gap-6" aria-label="Radius tokens" data-slot="radius-scale">
      {radii.map((name) => (
        <li key={name} className="grid content-start justify-items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="block size-20 border-2 border-primary bg-secondary"
            style={{ borderRadius: `var(--${name})` }}
          />
          <code className="font-mono">--{name}</code>
          {/* A derived step's formula wraps under its box instead of widening the row. */}
          <span className="max-w-40 text-center font-mono text-xs break-words text-muted-foreground">
            {tokens[name]}
          </span>
        </li>
      ))}
    </ul>
  );
}

const shadows = ["shadow-sm", "shadow-md", "shadow-lg"] as const;

/** Elevation: the three shadows, on cards. */
export function ShadowScale() {
  const tokens = useTokens(shadows);
  return (
    <ul className="flex flex-wrap gap-8 p-4" aria-label="Shadow tokens" data-slot="shadow-scale">
      {shadows.map((name) => (
        <li
          key={name}
          className="grid w-56 gap-1 rounded-lg bg-card p-4 text-sm text-card-foreground"
          style={{ boxShadow: `var(--${name})` }}
        >
          <code className="font-mono">--{name}</code>
          <span className="font-mono text-xs text-muted-foreground">{tokens[name]}</span>
        </li>
      ))}
    </ul>
  );
}

const durations = ["duration-fast", "duration-normal", "duration-slow"] as const;
const easings = ["ease-standard", "ease-emphasised"] as const;

/**
 * Durations and easings, with a preview that moves a marker using each duration. Under
 * `prefers-reduced-motion: reduce` the durations are 0 ms, so the marker jumps.
 */
export function MotionScale() {
  const tokens = useTokens([...durations, ...easings]);
  const [moved, setMoved] = useState(false);
  return (
    <div className="grid gap-4" data-slot="motion-scale">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left text-base text-foreground">Motion</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              Token
            </th>
            <th scope="col" className="py-2 pr-4">
              Value
            </th>
            <th scope="col" className="py-2">
              Preview
            </th>
          </tr>
        </thead>
        <tbody>
          {durations.map((name) => (
            <tr key={name} className="border-b border-border">
              <td className="py-2 pr-4 font-mono">--{name}</td>
              <td className="py-2 pr-4 font-mono">{tokens[name]}</td>
              <td className="w-1/2 py-2">
                <span aria-hidden="true" className="relative block h-4 rounded-full bg-muted">
                  <span
                    data-state={moved ? "end" : "start"}
                    className="absolute top-0 left-0 block size-4 rounded-full bg-primary transition-[left] ease-standard data-[state=end]:left-[calc(100%-1rem)]"
                    style={{ transitionDuration: `var(--${name})` }}
                  />
                </span>
              </td>
            </tr>
          ))}
          {easings.map((name) => (
            <tr key={name} className="border-b border-border">
              <td className="py-2 pr-4 font-mono">--{name}</td>
              <td className="py-2 pr-4 font-mono" colSpan={2}>
                {tokens[name]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        aria-pressed={moved}
        onClick={() => setMoved((value) => !value)}
        className="min-h-11 justify-self-start rounded-md border border-input bg-background px-4 text-foreground hover:bg-muted"
      >
        Preview motion
      </button>
    </div>
  );
}
