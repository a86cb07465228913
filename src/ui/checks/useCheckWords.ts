import { useCallback } from "react";
import { describeCheck, type CheckResult } from "../../engine/checks";
import { useAppStore } from "../../store/appStore";
import { selectLocale } from "../../store/selectors";

/**
 * A check result in words for the current locale. The words live in the check's own row (like a
 * knob's help), so adding a check needs no catalog edit; the catalog keeps the panel's own words.
 */
export function useCheckWords(): (result: CheckResult) => { title: string; reason: string } {
  const locale = useAppStore(selectLocale);
  return useCallback((result: CheckResult) => describeCheck(result, locale), [locale]);
}
