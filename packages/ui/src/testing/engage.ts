import { userEvent } from "storybook/test";

/**
 * A key pressed on the page (Shift: it does nothing else), which engages it (`useEngaged`):
 * what starts the motion that waits for the person.
 */
export const engage = () => userEvent.keyboard("{Shift}");
