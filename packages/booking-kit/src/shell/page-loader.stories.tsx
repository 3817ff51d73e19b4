import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { PageLoader } from "./page-loader";
import { pendingContent, shellHandlers } from "../testing/mocks/shell.mocks";
import { SiteHeader } from "./site-header";

const links = {
  home: "/",
  ourServices: "/our-services",
  myAccount: "/my-account/my-booking",
  service: (prodpageid: string) => `/${prodpageid}`,
};

const loader = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="loader"]');

const meta = {
  title: "Booking Kit/Shell/PageLoader",
  component: PageLoader,
  tags: ["autodocs"],
  parameters: {
    kit: { user: null },
    docs: {
      description: {
        component:
          "The spec's full-screen loader: on while the site says it is loading a page (`loading`), and while shell or page content is fetched for the first time; off when the answers arrive.",
      },
    },
  },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhileNavigating: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading");
  },
};

export const WhileContentLoads: Story = {
  parameters: { msw: { handlers: [...pendingContent, shellHandlers.services] } },
  render: () => (
    <>
      <SiteHeader logo="Bookwell" links={links} />
      <PageLoader />
    </>
  ),
  play: async ({ canvasElement }) => {
    // The header's Login button has a status region of its own: look for the loader itself.
    await expect(loader(canvasElement)).not.toBeNull();
    await expect(loader(canvasElement)).toHaveTextContent("Loading");
  },
};

export const WhenContentHasArrived: Story = {
  parameters: { msw: { handlers: [shellHandlers.header, shellHandlers.services] } },
  render: () => (
    <>
      <SiteHeader logo="Bookwell" links={links} />
      <PageLoader />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "Rates" });
    await waitFor(() => expect(loader(canvasElement)).toBeNull());
  },
};
