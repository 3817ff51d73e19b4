/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ComponentType } from "react";

import {
  defaultMailSettings,
  MailFrameProvider,
  MailSettingsProvider,
  type MailSettings,
} from "./frame";
import { mailTemplates, type MailInput } from "./registry";

/**
 * A mail's content as the inbox shows it (the `fragment` frame), for Storybook and any page
 * that previews a mail: the same components `renderMail` renders, without `<html>`/`<body>`.
 */
export function MailPreview({
  mail,
  settings = defaultMailSettings,
}: {
  /** The template and its props. */
  mail: MailInput;
  /** Brand name, site address, phone. @default defaultMailSettings */
  settings?: MailSettings;
}) {
  const Component = mailTemplates[mail.template].component as ComponentType<
    Record<string, unknown>
  >;
  return (
    <MailSettingsProvider value={settings}>
      <MailFrameProvider value="fragment">
        <Component {...(mail.props as unknown as Record<string, unknown>)} />
      </MailFrameProvider>
    </MailSettingsProvider>
  );
}
