/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";

import { type MailPalette, useMailFrame, useMailPalette, useMailSettings } from "./frame";

/** Every style of the frame, in one brand's colours and fonts. */
function stylesOf(brand: MailPalette) {
  const page: CSSProperties = {
    backgroundColor: brand.background,
    color: brand.foreground,
    fontFamily: brand.fontFamily,
    margin: 0,
    padding: "24px 0",
  };
  const card: CSSProperties = {
    backgroundColor: brand.card,
    border: `1px solid ${brand.border}`,
    borderRadius: 8,
    maxWidth: 560,
    margin: "0 auto",
    color: brand.foreground,
    fontFamily: brand.fontFamily,
  };
  const masthead: CSSProperties = {
    backgroundColor: brand.primary,
    borderRadius: "8px 8px 0 0",
    padding: "16px 24px",
  };
  const brandLine: CSSProperties = {
    color: brand.primaryForeground,
    fontSize: 20,
    fontWeight: 700,
    margin: 0,
  };
  const content: CSSProperties = { padding: "8px 24px 16px" };
  const heading: CSSProperties = { fontSize: 22, lineHeight: "28px", margin: "16px 0 8px" };
  const paragraph: CSSProperties = { fontSize: 16, lineHeight: "24px", margin: "12px 0" };
  const footer: CSSProperties = {
    color: brand.mutedForeground,
    fontSize: 13,
    lineHeight: "20px",
    padding: "0 24px 16px",
  };
  const button: CSSProperties = {
    backgroundColor: brand.primary,
    color: brand.primaryForeground,
    borderRadius: 6,
    fontSize: 16,
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
    display: "inline-block",
  };
  const codeStyle: CSSProperties = {
    backgroundColor: brand.muted,
    color: brand.foreground,
    borderRadius: 6,
    fontSize: 28,
    fontWeight: 700,
    letterSpacing: 6,
    padding: "12px 16px",
    textAlign: "center",
    margin: "16px 0",
  };
  const detailLabel: CSSProperties = {
    color: brand.mutedForeground,
    fontSize: 14,
    padding: "4px 12px 4px 0",
    verticalAlign: "top",
    textAlign: "left",
    fontWeight: 400,
    whiteSpace: "nowrap",
  };
  const detailValue: CSSProperties = { fontSize: 15, padding: "4px 0", verticalAlign: "top" };
  return {
    ...{ page, card, masthead, brandLine, content, heading, paragraph, footer, button, codeStyle },
    ...{ detailLabel, detailValue },
  };
}

/** The frame's styles in the colours of the brand the mail speaks for. */
function useStyles() {
  const palette = useMailPalette();
  return { brand: palette, ...stylesOf(palette) };
}

/**
 * Every mail's frame: the brand's masthead, a heading, the body and the footer. As a document
 * it carries `<html lang>`, a title and the preview line mail clients show beside the subject.
 */
export function MailLayout({
  preview,
  title,
  children,
}: {
  /** The line an inbox list shows after the subject. */
  preview: string;
  /** The mail's one heading. */
  title: string;
  children: ReactNode;
}) {
  const frame = useMailFrame();
  const settings = useMailSettings();
  const { brand, page, card, masthead, brandLine, content, heading, footer } = useStyles();
  const inner = (
    <Container style={card}>
      <Section style={masthead}>
        <Text style={brandLine}>{settings.brandName}</Text>
      </Section>
      <Section style={content}>
        <Heading as="h1" style={heading}>
          {title}
        </Heading>
        {children}
      </Section>
      <Hr style={{ borderColor: brand.border, margin: "0 24px 12px" }} />
      <Text style={footer}>
        {settings.brandName}
        {settings.phone ? ` · ${settings.phone}` : ""} ·{" "}
        <Link href={settings.siteUrl} style={{ color: brand.primary }}>
          {settings.siteUrl.replace(/^https?:\/\//, "")}
        </Link>
        <br />
        You get this mail because of your account with us. We never ask for your password or card
        number by mail.
      </Text>
    </Container>
  );
  if (frame === "fragment") return <div style={{ ...page, padding: 0 }}>{inner}</div>;
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>{inner}</Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  const { paragraph } = useStyles();
  return <Text style={paragraph}>{children}</Text>;
}

/** The mail's main action, as a link styled as a button (what every mail client shows). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  const { button } = useStyles();
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** A one-time code, large and spaced for reading off a phone. */
export function Code({ children }: { children: string }) {
  const { codeStyle } = useStyles();
  return <Text style={codeStyle}>{children}</Text>;
}

/** A short table of label and value (reference, dates, amount). */
export function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const { detailLabel, detailValue } = useStyles();
  return (
    <table role="presentation" style={{ borderCollapse: "collapse", margin: "12px 0" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={detailLabel}>{label}</td>
            <td style={detailValue}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link shown in full too, for clients that strip buttons. */
export function PlainLink({ href }: { href: string }) {
  const { brand, paragraph } = useStyles();
  return (
    <Text
      style={{ ...paragraph, fontSize: 13, color: brand.mutedForeground, wordBreak: "break-all" }}
    >
      Or open this link:{" "}
      <Link href={href} style={{ color: brand.primary }}>
        {href}
      </Link>
    </Text>
  );
}
