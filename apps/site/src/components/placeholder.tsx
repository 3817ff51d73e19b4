import { Page } from "./page";

/** A screen whose kit composite or account page is not released yet. */
export function Placeholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Page title={title} breadcrumb={[{ label: title }]}>
      <p className="text-lg" data-slot="placeholder">
        {children ?? "This page is coming in a later release."}
      </p>
    </Page>
  );
}
