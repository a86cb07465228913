import { useCallback, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { placeholdersOf, storyText, type StoryRuns } from "../../engine/story/placeholders";
import { fillScenarioText } from "../../engine/story/story";
import type { ScenarioText } from "../../engine/scenarios/types";
import { localize, LOCALES } from "../../engine/localizedText";
import { useAppStore } from "../../store/appStore";
import type { AppState } from "../../store/types";
import { selectLessonMask, selectMaskedAnswer } from "../../store/lessonSlice";
import { maskStory } from "../../engine/lessons/lessons";
import { traceTexts, useTextsTokenCounter } from "../tokens/useTokenCounter";

const selectStory = (s: AppState) => ({ scenario: s.scenario, trace: s.trace, storyRuns: s.storyRuns, locale: s.locale });

/** Whether a text quotes a token figure, which needs the (lazily loaded) tokenizer. */
function quotesTokens(text: ScenarioText): boolean {
  return LOCALES.some((locale) => placeholdersOf(localize(text, locale)).some((p) => /Tokens$/.test(p.figure)));
}

/**
 * Fills a scenario text's `{figures}` from the run on screen and the story settings' runs, in the
 * current language; a figure whose run has not arrived shows as `…` until it does. `texts` are the
 * texts the caller will fill, so the tokenizer loads only when one of them counts tokens;
 * `awaitingRun` holds the run-on-screen figures back while the run they belong to is still coming.
 * A lesson's predict step masks the figures that give its answer, except where `unmasked` (the answer itself).
 */
export function useStory(texts: readonly ScenarioText[], { awaitingRun = false, unmasked = false } = {}): (text: ScenarioText) => string {
  const { trace, storyRuns, locale } = useAppStore(useShallow(selectStory));
  const wantsTokens = texts.some(quotesTokens);
  const tokenTexts = useMemo(
    () => (wantsTokens && trace ? [...new Set([trace, ...Object.values(storyRuns)].flatMap(traceTexts))] : undefined),
    [wantsTokens, trace, storyRuns],
  );
  const countTokens = useTextsTokenCounter(tokenTexts);
  // While the run a text is about is in flight, its figures wait for it rather than show the old run's.
  const current = awaitingRun ? undefined : trace;
  const runs = useMemo<StoryRuns>(() => ({ current, setting: (name) => storyRuns[name], countTokens }), [current, storyRuns, countTokens]);
  // A predict step's answer stays hidden in every text until Reveal.
  const lessonMask = useAppStore(selectLessonMask);
  const mask = unmasked ? undefined : lessonMask;
  const answer = useAppStore(selectMaskedAnswer);
  return useCallback(
    (text: ScenarioText) => {
      const parts = fillScenarioText(text, runs, locale);
      return storyText(mask ? maskStory(parts, mask, answer) : parts);
    },
    [runs, locale, mask, answer],
  );
}
