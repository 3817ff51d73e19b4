import { ThemeEditor } from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { chosenAddonsStore, questionnaireStore } from "../booking/booking-storage";
import { PackageListing } from "../listing/package-listing";
import { SiteFooter } from "../shell/site-footer";
import { SiteHeader } from "../shell/site-header";
import { allAuthHandlers } from "../testing/mocks/auth.mocks";
import { allListingHandlers } from "../testing/mocks/listing.mocks";
import { allShellHandlers } from "../testing/mocks/shell.mocks";

const links = {
  home: "/",
  ourServices: "/our-services",
  myAccount: "/my-account/my-booking",
  service: (prodpageid: string) => `/${prodpageid}`,
};

/**
 * The design system's theme editor (`ThemeEditor` from @bookwell/ui) over the kit's
 * composites: the header, a package listing and the footer, with the demo data, repainted as
 * the tokens change.
 */
const meta = {
  title: "Theme editor/Composites",
  component: ThemeEditor,
  parameters: {
    layout: "fullscreen",
    kit: { user: null },
    msw: { handlers: [...allShellHandlers, ...allAuthHandlers, ...allListingHandlers] },
    docs: {
      description: {
        component:
          "The theme editor over the booking kit's composites: change a token and the header, the package listing and the footer follow. The same editor as **Theme editor/Components**; its export is the brand's CSS file.",
      },
    },
  },
  beforeEach: () => {
    questionnaireStore.set({ locationid: "LOC1", housetype: "Apartment", bedroomqty: 2 });
    chosenAddonsStore.clear();
    return () => {
      questionnaireStore.clear();
      chosenAddonsStore.clear();
    };
  },
  render: (args, { globals }) => (
    <ThemeEditor key={String(globals.brand)} {...args} className="p-4">
      <SiteHeader
        logo={<span className="text-xl font-bold text-primary">Your brand</span>}
        links={links}
      />
      <PackageListing state={{ matcatnum: "RHC" }} />
      <SiteFooter />
    </ThemeEditor>
  ),
} satisfies Meta<typeof ThemeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePrimary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole("heading", { name: "Preview" }).parentElement!;
    const select = await within(preview).findByRole("button", {
      name: "Select Deep clean, 3 hours",
    });
    const logo = within(preview).getByText("Your brand");

    const field = canvas.getByRole("textbox", { name: "--primary" });
    await userEvent.clear(field);
    await userEvent.type(field, "oklch(0.42 0.13 150)");
    // Chromium gives an oklch() colour back as written.
    await waitFor(() =>
      expect(getComputedStyle(select).backgroundColor).toBe("oklch(0.42 0.13 150)"),
    );
    await expect(getComputedStyle(logo).color).toBe("oklch(0.42 0.13 150)");
    await expect(canvas.getByRole("region", { name: "Exported brand.css" }).textContent).toContain(
      "  --primary: oklch(0.42 0.13 150);",
    );
    await expect(canvas.getByText(/^Every colour pair reaches WCAG AA/)).toBeVisible();

    const radius = canvas.getByRole("textbox", { name: "--radius" });
    await userEvent.clear(radius);
    await userEvent.type(radius, "0rem");
    await waitFor(() => expect(getComputedStyle(select).borderTopLeftRadius).toBe("0px"));
  },
};
