import { PushPermissionPrompt } from "@bookwell/booking-kit/shell";

import { pushMoment } from "../pwa";

/**
 * The offer to turn on reminders, after login, where reminders mean something (see the site
 * README's Push). Nothing of it is in the first HTML: the root loads this module once the page
 * has hydrated, so its code (the permission flow, the subscription upload) stays off the first load.
 */
export default function PushPrompt({ pathname }: { pathname: string }) {
  return <PushPermissionPrompt moment={pushMoment(pathname)} />;
}
