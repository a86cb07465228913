import { useEffect } from "react";
import { getAppStore } from "../../store/appStore";

/** Whether a key press belongs to a field the user is typing in (or a control that uses arrows). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Whether Space on this element is its own activation (a focused button, link or switch clicks on Space). */
function activatesOnSpace(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], summary, [role="button"], [role="switch"], [tabindex="0"]') !== null;
}

/**
 * Space plays/pauses, Left/Right step, Home/End jump; ignored while typing, with modifiers, when a
 * control already handled the key, and for Space on a focused control (it clicks that control).
 */
export function usePlayerKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || isTyping(event.target)) return;
      if (event.key === " " && activatesOnSpace(event.target)) return;
      const s = getAppStore().getState();
      const actions: Record<string, () => void> = {
        " ": s.togglePlay,
        ArrowRight: () => s.stepBy(1),
        ArrowLeft: () => s.stepBy(-1),
        Home: s.jumpToStart,
        End: s.jumpToEnd,
      };
      const action = actions[event.key];
      if (!action || !s.trace) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
