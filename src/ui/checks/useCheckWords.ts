import { useCallback } from "react";
import { describeCheck, type CheckResult } from "../../engine/checks";
import { useShownLocale } from "../i18n/useText";

/**
 * A check result in words for the current locale. The words live in the check's own row (like a
 * knob's help), so adding a check needs no catalog edit; the catalog keeps the panel's own words.
 */
export function useCheckWords(): (result: CheckResult) => { title: string; reason: string } {
  const locale = useShownLocale();
  return useCallback((result: CheckResult) => describeCheck(result, locale), [locale]);
}
