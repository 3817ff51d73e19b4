/**
 * The expiry the stories type for a test card, as the field takes it ("MMYY"): December three
 * years after today's year (the story clock's, `.storybook/story-clock.ts`), so the card is
 * valid whatever day the stories run on.
 */
export function testCardExpiry(now: Date = new Date()): string {
  return `12${String((now.getFullYear() + 3) % 100).padStart(2, "0")}`;
}
