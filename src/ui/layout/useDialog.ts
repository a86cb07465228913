import { useEffect, useRef } from "react";

/** Open dialogs, innermost last: Escape closes only the one on top. */
const openDialogs: HTMLElement[] = [];

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes the element it is attached to behave as a dialog: focus moves into it when it opens, Escape
 * closes it, and focus goes back to where it was (the button that opened it) when it closes.
 */
export function useDialog<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    openDialogs.push(dialog);
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || openDialogs[openDialogs.length - 1] !== dialog) return;
      event.preventDefault();
      close.current();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      // Back to the opener, unless focus already went somewhere else on purpose.
      if (opener?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) opener.focus();
    };
  }, []);
  return ref;
}
