/** Keeps the digits of pasted or typed text, at most `length` of them ("12 34-56" → "123456"). */
export function sanitiseOtp(text: string, length: number): string {
  return text.replace(/\D/g, "").slice(0, length);
}
