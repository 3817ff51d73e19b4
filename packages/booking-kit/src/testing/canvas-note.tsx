import type { Decorator } from "@storybook/react-vite";

/**
 * A line above a story whose composite shows nothing on purpose (online, already chosen, no
 * provider), saying why the canvas is empty: a reviewer sees a state, not a broken story, and
 * the static Storybook's check does not take it for a blank render.
 */
export const canvasNote =
  (note: string): Decorator =>
  (Story) => (
    <>
      <p className="text-muted-foreground mb-4 text-sm">{note}</p>
      <Story />
    </>
  );
