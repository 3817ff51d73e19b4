"use client";
import * as React from "react";

/**
 * The inputs that say a person has engaged with the page: a press, a key, a scroll. Hovering
 * or moving the pointer is not engagement.
 */
const ENGAGING_EVENTS = ["pointerdown", "keydown", "scroll", "wheel", "touchstart"] as const;

/** Whether the page shows an engagement that happened before the caller started listening. */
function engagedAlready(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return Boolean(activation?.hasBeenActive) || window.scrollY > 0;
}

/** One caller's view: engaged once it has heard an engaging input (or found one already). */
function engagement() {
  let engaged = false;
  const options = { capture: true, passive: true } as const;
  return {
    subscribe(onChange: () => void) {
      const engage = () => {
        engaged = true;
        stop();
        onChange();
      };
      const stop = () => {
        for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, options);
      };
      for (const type of ENGAGING_EVENTS) window.addEventListener(type, engage, options);
      return stop;
    },
    get: () => (engaged ||= engagedAlready()),
  };
}

/**
 * Whether the person has engaged with the page (pressed, typed or scrolled), for motion or
 * offers that should wait until they have: false on the server and while hydrating, then true
 * from the first such input (or at once when the page was already used: a press before this
 * mounted, a page scrolled down). It never turns false again.
 */
export function useEngaged(): boolean {
  const [store] = React.useState(engagement);
  return React.useSyncExternalStore(store.subscribe, store.get, () => false);
}
