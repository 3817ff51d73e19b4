/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { render } from "@react-email/render";

import {
  defaultMailSettings,
  MailFrameProvider,
  MailSettingsProvider,
  type MailSettings,
} from "./frame";
import { mailTemplates, type MailAttachment, type MailInput, type Template } from "./registry";

/** A rendered mail: what the transport sends and what the inbox keeps. */
export interface RenderedMail {
  subject: string;
  /** The whole HTML document. */
  html: string;
  /** The plain-text part. */
  text: string;
  /** The content alone (no `<html>`/`<body>`), for the customer's inbox. */
  inboxHtml: string;
  attachments: MailAttachment[];
}

/** Renders a mail to HTML, plain text and its inbox copy. */
export async function renderMail(
  input: MailInput,
  options: Partial<MailSettings> & { timeZone?: string } = {},
): Promise<RenderedMail> {
  const settings = {
    ...defaultMailSettings,
    ...options,
    timeZone: options.timeZone ?? "Europe/London",
  };
  // The union of templates narrows to one at run time: the name picks its own props.
  const definition = mailTemplates[input.template] as unknown as Template<Record<string, unknown>>;
  const Component = definition.component;
  const props = input.props as unknown as Record<string, unknown>;
  const tree = (frame: "document" | "fragment") => (
    <MailSettingsProvider value={settings}>
      <MailFrameProvider value={frame}>
        <Component {...props} />
      </MailFrameProvider>
    </MailSettingsProvider>
  );
  const [html, text, fragment] = await Promise.all([
    render(tree("document")),
    render(tree("document"), { plainText: true }),
    render(tree("fragment")),
  ]);
  return {
    subject: definition.subject(props),
    html,
    text,
    inboxHtml: fragment.replace(/^<!DOCTYPE[^>]*>/i, ""),
    attachments: definition.attachments?.(props, settings) ?? [],
  };
}
