import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { SafeHtml } from "./safe-html";
import { sanitiseHtml } from "./sanitise";

const meta = {
  title: "Content/SafeHtml",
  component: SafeHtml,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Renders HTML from the CMS or the server after sanitising it with DOMPurify. It is the only component allowed to set HTML: never use dangerouslySetInnerHTML elsewhere.",
      },
    },
  },
  args: {
    html: '<h2>Deep clean</h2><p>Every surface, <strong>top to bottom</strong>.</p><ul><li>Kitchen</li><li>Bathrooms</li></ul><p><a href="/contact-us" target="_blank">Ask us</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Deep clean" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Ask us" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  },
};

export const StripsScripts: Story = {
  args: {
    html: '<p>Hello</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2" alt="Crew"><a href="javascript:window.__xss=3">Click</a><iframe src="https://example.com"></iframe><style>body{display:none}</style>',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(root.querySelector("script, iframe, style")).toBeNull();
    await expect(root.querySelector("img")?.getAttribute("onerror")).toBeNull();
    await expect(root.querySelector("a")?.getAttribute("href") ?? "").not.toMatch(/javascript:/);
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    await expect(sanitiseHtml('<svg><g onload="alert(1)"></g></svg><b>ok</b>')).not.toContain(
      "onload",
    );
  },
};
