import { useEffect } from "react";
import { getAppStore } from "../../store/appStore";

/** Whether a key press belongs to a field the user is typing in (or a control that uses arrows). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Space plays/pauses, Left/Right step, Home/End jump; ignored while typing or with modifiers. */
export function usePlayerKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
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
      // Also stops a focused button from "clicking" on Space after we toggled.
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
