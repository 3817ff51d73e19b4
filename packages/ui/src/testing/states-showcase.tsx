import type * as React from "react";
import { addons } from "storybook/preview-api";
import { expect, waitFor } from "storybook/test";

/*
 * Stories only (not part of the public surface): a table showing one component in each of its
 * states side by side. Hover, focus and active cannot be held by a still page; the pseudo-states
 * addon forces them on the elements that carry `data-showcase-state` (`showcaseParameters`),
 * so a designer sees every state at once, and a screenshot can too.
 */

export type ShowcaseState = "default" | "hover" | "focus" | "active" | "error" | "disabled";

const stateNames: Record<ShowcaseState, string> = {
  default: "Default",
  hover: "Hover",
  focus: "Keyboard focus",
  active: "Pressed",
  error: "Error",
  disabled: "Disabled",
};

/**
 * Where a state shows inside the marked element, when that is not the marked element itself: a
 * composite that takes data attributes on its root only (a field, a group) shows hover on its
 * button and keyboard focus on its input. A CSS selector (a list is fine) per state.
 */
export type ShowcaseParts = Partial<Record<"hover" | "focus" | "active", string>>;

/** The story parameters that force each column's state on the elements marked for it (and on
 * the marked element's `parts`, for a composite). */
export function showcaseParametersFor(parts: ShowcaseParts) {
  const on = (state: ShowcaseState, part: string | undefined) => {
    const marked = `[data-showcase-state="${state}"]`;
    return part ? [marked, `${marked} :is(${part})`] : [marked];
  };
  return {
    pseudo: {
      // The whole document: the canvas's root is not #storybook-root under the Vitest runner.
      rootSelector: "body",
      hover: on("hover", parts.hover),
      focusVisible: on("focus", parts.focus),
      focus: on("focus", parts.focus),
      focusWithin: on("focus", undefined),
      active: on("active", parts.active),
    },
  };
}

/** The story parameters that force each column's state on the elements marked for it. */
export const showcaseParameters = showcaseParametersFor({});

/** What a cell's element takes to show its state. */
export type StateProps = {
  "data-showcase-state": ShowcaseState;
  disabled?: boolean;
  "aria-invalid"?: true;
};

export function stateProps(state: ShowcaseState): StateProps {
  return {
    "data-showcase-state": state,
    ...(state === "disabled" ? { disabled: true } : {}),
    ...(state === "error" ? { "aria-invalid": true } : {}),
  };
}

/**
 * One row per example (a variant, a size), one column per state; `render` draws the component
 * for a row in a state, spreading `stateProps(state)` on the element that takes the state.
 */
export function StatesTable<Row extends string>({
  caption,
  rows,
  states,
  render,
}: {
  caption: string;
  rows: readonly Row[];
  states: readonly ShowcaseState[];
  render: (row: Row, state: ShowcaseState) => React.ReactNode;
}) {
  return (
    <table className="border-separate border-spacing-x-4 border-spacing-y-3 text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          <td />
          {states.map((state) => (
            <th key={state} scope="col" className="text-left font-medium text-muted-foreground">
              {stateNames[state]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row" className="pr-2 text-left font-medium text-muted-foreground">
              {row}
            </th>
            {states.map((state) => (
              <td key={state} className="align-middle">
                {render(row, state)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The styles that tell states apart, of the element showing `state` (the `index`th marked for
 * it), or of its first `part` (a CSS selector) when the state shows on a part inside it.
 */
export function lookOf(container: HTMLElement, state: ShowcaseState, index = 0, part?: string) {
  const marked = container.querySelectorAll<HTMLElement>(`[data-showcase-state="${state}"]`)[index];
  if (!marked) throw new Error(`no element in the ${state} state`);
  const element = part ? marked.querySelector<HTMLElement>(`:is(${part})`) : marked;
  if (!element) throw new Error(`no ${part} in the element in the ${state} state`);
  const style = getComputedStyle(element);
  return {
    background: style.backgroundColor,
    border: style.borderColor,
    outline: style.outlineStyle,
    opacity: style.opacity,
    color: style.color,
    decoration: style.textDecorationLine,
  };
}

/**
 * Makes sure the forced states are drawn before a play function measures them: the addon
 * rewrites the stylesheets when Storybook says a story rendered, an event the Vitest runner
 * does not send (in Storybook itself this repeats what is already done).
 */
export function drawForcedStates() {
  addons.getChannel().emit("storyRendered");
}

/**
 * The play function of a form control's States showcase: the forced states drawn, then each
 * visible — the keyboard focus ring, the error border, the disabled look — against the rest.
 * `part` is the control inside a composite's marked element (its input); `states` names the
 * states besides focus to check, leaving out one the control does not have.
 */
export async function expectFieldStatesDistinct(
  canvasElement: HTMLElement,
  {
    part,
    states = ["error", "disabled"],
  }: { part?: string; states?: readonly ("error" | "disabled")[] } = {},
) {
  drawForcedStates();
  const rest = lookOf(canvasElement, "default", 0, part);
  await waitFor(() => expect(lookOf(canvasElement, "focus", 0, part).outline).toBe("solid"));
  await expect(rest.outline).not.toBe("solid");
  if (states.includes("error")) {
    await expect(lookOf(canvasElement, "error", 0, part).border).not.toBe(rest.border);
  }
  if (states.includes("disabled")) {
    await expect(lookOf(canvasElement, "disabled", 0, part).background).not.toBe(rest.background);
  }
}

/**
 * The play function of a row of toggle buttons' States showcase (tags, tip amounts): the
 * forced states drawn; in the row off, hover shades the button, keyboard focus draws the
 * ring, disabled fades; in the row on (the showcase's second), the button is filled.
 */
export async function expectToggleStatesDistinct(canvasElement: HTMLElement) {
  drawForcedStates();
  const rest = lookOf(canvasElement, "default", 0, "button");
  await waitFor(() =>
    expect(lookOf(canvasElement, "hover", 0, "button").background).not.toBe(rest.background),
  );
  await expect(lookOf(canvasElement, "focus", 0, "button").outline).toBe("solid");
  await expect(rest.outline).not.toBe("solid");
  await expect(lookOf(canvasElement, "disabled", 0, "button").opacity).toBe("0.5");
  await expect(lookOf(canvasElement, "default", 1, "button").background).not.toBe(rest.background);
}
