import { MASKED, type ScreenFigure } from "../../engine/lessons/lessons";
import { useAppStore } from "../../store/appStore";
import { selectLessonMask, selectMaskedAnswer } from "../../store/lessonSlice";

/**
 * Whether a figure of the page gives away the answer the lesson step on screen asks for: the figure
 * itself (`"messages"`), or any number equal to the answer (`value`). A figure component calls it and
 * shows {@link MASKED} with {@link maskedAttributes} while it is true.
 */
export function useMasked(figure: ScreenFigure | undefined, value?: number): boolean {
  const mask = useAppStore(selectLessonMask);
  const answer = useAppStore(selectMaskedAnswer);
  if (!mask) return false;
  if (figure !== undefined && mask.screen.includes(figure)) return true;
  return value !== undefined && answer !== undefined && Number(answer.replaceAll(",", "")) === value;
}

/** The attribute a hidden figure carries (`data-masked="true"`), for styling and tests. */
export function maskedAttributes(masked: boolean): { "data-masked"?: "true" } {
  return masked ? { "data-masked": "true" } : {};
}

export { MASKED };
