import { useEffect } from "react";
import type { LessonTarget } from "../../engine/scenarios/types";
import { targetSelector } from "./lessonTarget";

/** The attribute that marks what a lesson step points at (styled in index.css). */
export const HIGHLIGHT_ATTRIBUTE = "data-lesson-target";

/**
 * Marks the element a lesson step points at and scrolls it into view, while the step is on screen.
 * The mark is an attribute on the panel's own element, so no panel needs to know about lessons.
 * `refresh` re-applies it when the page under it changes (a new run re-renders the panels).
 */
export function useLessonHighlight(target: LessonTarget | undefined, refresh: unknown): void {
  useEffect(() => {
    if (!target) return;
    const element = document.querySelector(targetSelector(target));
    // A knob's control sits in its row with the label and help: mark the row.
    const marked = element && "knob" in target ? (element.closest("label, div") ?? element) : element;
    if (!marked) return;
    marked.setAttribute(HIGHLIGHT_ATTRIBUTE, "");
    marked.scrollIntoView({ block: "nearest", inline: "nearest" });
    // The step's words come first: where the target shares the lesson's column, the caption stays in view.
    document.querySelector('[data-testid="lesson-panel"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
    return () => marked.removeAttribute(HIGHLIGHT_ATTRIBUTE);
  }, [target, refresh]);
}
