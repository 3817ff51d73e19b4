"use client";
import type { ButtonProps } from "@bookwell/ui";
import * as React from "react";
import { flushSync } from "react-dom";

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
 * The module starts loading when the button is pointed at or focused (or with `preload()`); a
 * press waits for it (the button shows it is busy), then the dialog takes the button's place,
 * open, with the same button as its trigger, and stays for the next uses. A module that
 * arrives before any press takes the button's place at once, closed, so the press only opens
 * the dialog (not while the pointer is over the button or the focus in it: then once they
 * leave). A module that cannot load says so (the kit's error message) and the button can be
 * pressed again.
 *
 * Not an island: nothing the server rendered waits for a script to answer a click.
 */
export function dialogOnUse<Props extends object>(
  load: () => Promise<React.ComponentType<Props & OnUseDialogProps>>,
): React.ComponentType<Props & { trigger: React.ReactElement<ButtonProps> }> & {
  preload: () => void;
} {
  let loaded: React.ComponentType<Props & OnUseDialogProps> | undefined;
  let arrive!: () => void;
  /** Resolves once the module is here, whoever started its load. */
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const start = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      arrive();
      return component;
    }),
  );
  const preload = () => void start().catch(() => undefined);

  function DialogOnUse({
    trigger,
    ...props
  }: Props & { trigger: React.ReactElement<ButtonProps> }) {
    const handleError = useHandleError();
    const [pressed, setPressed] = React.useState(false);
    const [loading, setLoading] = React.useState(false);
    // The module already here (an earlier page had it): the dialog from the first render.
    const [placed, setPlaced] = React.useState(() => loaded !== undefined);
    const button = React.useRef<HTMLButtonElement>(null);
    const pointerOver = React.useRef(false);
    // Never under a press: one that began on the button must end on it (the pointer over it),
    // and the focus in it would be lost. In one task, so no press starts between the check
    // and the swap.
    const place = React.useCallback(() => {
      if (!loaded || pointerOver.current || button.current === document.activeElement) return;
      flushSync(() => setPlaced(true));
    }, []);
    React.useEffect(() => {
      if (placed) return;
      let live = true;
      void arrived.then(() => {
        if (live) place();
      });
      return () => {
        live = false;
      };
    }, [placed, place]);

    const Dialog = pressed || placed ? loaded : undefined;
    if (Dialog) return <Dialog {...(props as Props)} trigger={trigger} defaultOpen={pressed} />;
    return React.cloneElement(trigger, {
      ref: button,
      "aria-haspopup": "dialog",
      pending: loading,
      onPointerEnter: () => {
        pointerOver.current = true;
        preload();
      },
      onPointerLeave: () => {
        pointerOver.current = false;
        place();
      },
      onFocus: preload,
      onBlur: place,
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

/** What `useDialog()` of a `controlledDialogOnUse` gives the page. */
export type ControlledDialogOnUse<Props> = {
  /** The dialog, once a press has loaded it; render it with the page's open state. */
  Dialog: React.ComponentType<Props> | undefined;
  /** The key of the press waiting for the dialog's module (its button shows it is busy). */
  opening: string | null;
  /** Loads the module (once), then calls `show`, which sets the page's open state. */
  open: (key: string, show: () => void) => void;
  /** Starts the load early: for the button's pointer-enter and focus. */
  preload: () => void;
};

/**
 * A dialog the page opens itself (controlled, no trigger of its own: a row's View or Delete)
 * whose module is not in the page's first load, as `dialogOnUse` does for a dialog with its
 * trigger. The module loads when the button is pointed at or focused; a press waits for it
 * (the button shows it is busy), then opens the dialog. A module that cannot load says so
 * (the kit's error message) and the next press tries again.
 */
export function controlledDialogOnUse<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
): () => ControlledDialogOnUse<Props> {
  let loaded: React.ComponentType<Props> | undefined;
  const start = loadOnce(() => load().then((component) => (loaded = component)));
  const preload = () => void start().catch(() => undefined);

  return function useDialogOnUse() {
    const handleError = useHandleError();
    const [opening, setOpening] = React.useState<string | null>(null);
    // Not rendered before a press: the server's HTML and the first render never have it.
    const [used, setUsed] = React.useState(false);
    const open = (key: string, show: () => void) => {
      if (loaded) {
        setUsed(true);
        show();
        return;
      }
      setOpening(key);
      start()
        .then(
          () => {
            setUsed(true);
            show();
          },
          (error: unknown) => handleError(error),
        )
        .finally(() => setOpening(null));
    };
    return { Dialog: used ? loaded : undefined, opening, open, preload };
  };
}
