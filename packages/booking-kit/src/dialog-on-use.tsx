"use client";
import type { ButtonProps } from "@bookwell/ui";
import * as React from "react";

import { useHandleError } from "./kit-context";
import { loadOnce } from "@bookwell/ui";

/** What a dialog loaded on use takes besides its own props. */
export type OnUseDialogProps = {
  /** The button that opens it: the dialog renders it as its trigger. */
  trigger: React.ReactElement<ButtonProps>;
  /** Open from its first render: the button was pressed before the dialog's script was there. */
  defaultOpen?: boolean;
};

/**
 * A dialog whose module is not in the page's first load (its form, its rules, the dialog
 * primitive): its button is on the page from the first paint and answers the first press.
 * The module starts loading when the button is pointed at or focused; a press waits for it (the
 * button shows it is busy), then the dialog takes the button's place, open, with the same
 * button as its trigger, and stays for the next uses. A module that cannot load says so (the
 * kit's error message) and the button can be pressed again.
 *
 * Not an island: nothing the server rendered waits for a script to answer a click.
 */
export function dialogOnUse<Props extends object>(
  load: () => Promise<React.ComponentType<Props & OnUseDialogProps>>,
): React.ComponentType<Props & { trigger: React.ReactElement<ButtonProps> }> & {
  preload: () => void;
} {
  let loaded: React.ComponentType<Props & OnUseDialogProps> | undefined;
  const start = loadOnce(() => load().then((component) => (loaded = component)));
  const preload = () => void start().catch(() => undefined);

  function DialogOnUse({
    trigger,
    ...props
  }: Props & { trigger: React.ReactElement<ButtonProps> }) {
    const handleError = useHandleError();
    const [pressed, setPressed] = React.useState(false);
    const [loading, setLoading] = React.useState(false);
    const Dialog = pressed ? loaded : undefined;
    if (Dialog) return <Dialog {...(props as Props)} trigger={trigger} defaultOpen />;
    return React.cloneElement(trigger, {
      "aria-haspopup": "dialog",
      pending: loading,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        if (loaded) {
          setPressed(true);
          return;
        }
        setLoading(true);
        start()
          .then(
            () => setPressed(true),
            (error: unknown) => handleError(error),
          )
          .finally(() => setLoading(false));
      },
    });
  }
  return Object.assign(DialogOnUse, { preload });
}
