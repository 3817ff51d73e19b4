import type { SocialLoginBody } from "@bookwell/contract";

/**
 * The `user/sociallogin` body from a Google Identity Services credential (an ID token, a JWT).
 * Only the token's public claims are read here, to fill the body; the server verifies the
 * token's signature and audience before it trusts any of them. Null for anything unreadable.
 */
export function socialLoginFromGoogleCredential(credential: string): SocialLoginBody | null {
  const payload = credential.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
    const bytes = Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (key: string) => (typeof claims[key] === "string" ? (claims[key] as string) : "");
    if (!text("sub") || !text("email")) return null;
    return {
      adapter: "google",
      email: text("email"),
      firstname: text("given_name"),
      lastname: text("family_name"),
      uid: text("sub"),
      idToken: credential,
    };
  } catch {
    return null;
  }
}
