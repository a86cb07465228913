import { useAppStore } from "../../store/appStore";
import { selectCompareOn } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { HeaderToggle } from "../layout/HeaderToggle";

/** The header button that turns compare mode on and off. */
export function CompareToggle() {
  const t = useText();
  const on = useAppStore(selectCompareOn);
  const openCompare = useAppStore((s) => s.openCompare);
  const closeCompare = useAppStore((s) => s.closeCompare);
  return (
    <HeaderToggle on={on} onClick={() => (on ? closeCompare() : openCompare())} testId="compare-toggle">
      {t("compare.toggle")}
    </HeaderToggle>
  );
}
