import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useShallow } from "zustand/react/shallow";
import { builtInListings, listingOf } from "../../engine/scenarios/builtIns";
import { useAppStore } from "../../store/appStore";
import { selectCurrentScenario, selectKnobActions, selectScenarios } from "../../store/selectors";
import { useLocalized, useShownLocale, useText } from "../i18n/useText";
import { pickerGroups, pickerOrder, type PickerOption } from "./pickerGroups";

const pill = "shrink-0 rounded px-1 text-[10px] font-medium leading-4";

/**
 * The scenario picker: a button holding the whole title opens a type-to-filter list grouped by idea
 * (the ARIA combobox-with-listbox pattern: focus stays in the filter, arrows move the active option,
 * Enter picks it, Escape closes). A visually hidden native select (`scenario-select`) mirrors the
 * choice for automation that drives a select; it is out of the tab order and the accessibility tree.
 */
export function ScenarioPicker() {
  const t = useText();
  const localized = useLocalized();
  const locale = useShownLocale();
  const scenario = useAppStore(selectCurrentScenario);
  const scenarios = useAppStore(selectScenarios);
  const { selectScenario } = useAppStore(useShallow(selectKnobActions));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<string | undefined>();
  const button = useRef<HTMLButtonElement>(null);
  const filter = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  // Every listed built-in from the first paint (from the index made at build time until the catalogue
  // arrives), then the rest the page holds: the user's own, and an error-gallery fix once opened.
  const { builtIns, own } = useMemo(() => {
    const listed = builtInListings();
    return { builtIns: listed, own: scenarios.filter((s) => !listed.some((l) => l.id === s.id)).map(listingOf) };
  }, [scenarios]);
  const groups = useMemo(() => pickerGroups(builtIns, own, locale, query, t("picker.yours")), [builtIns, own, locale, query, t]);
  const order = pickerOrder(groups);
  const activeId = order.some((o) => o.id === active) ? active : order[0]?.id;

  useEffect(() => {
    if (open) filter.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open && activeId) list.current?.querySelector(`[data-value="${CSS.escape(activeId)}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, activeId]);

  const show = () => {
    setQuery("");
    setActive(scenario.id);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (option: PickerOption) => {
    close(true);
    if (option.id !== scenario.id) selectScenario(option.id);
  };
  const move = (by: number) => {
    if (!order.length) return;
    const at = order.findIndex((o) => o.id === activeId);
    setActive(order[(at + by + order.length) % order.length].id);
  };
  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      PageDown: () => move(5),
      PageUp: () => move(-5),
      Enter: () => {
        const option = order.find((o) => o.id === activeId);
        if (option) pick(option);
      },
      Escape: () => close(true),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const listId = `${id}-list`;
  const optionId = (value: string) => `${id}-option-${value}`;
  return (
    <div className="relative" data-testid="scenario-picker" data-open={open ? "true" : "false"}>
      <span id={`${id}-label`} className="text-xs font-semibold text-slate-800 dark:text-slate-100">
        {t("scenario.label")}
      </span>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            show();
          }
        }}
        data-testid="scenario-picker-button"
        className="mt-1 flex w-full items-start gap-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-left text-sm text-slate-900 focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <span id={`${id}-value`} className="min-w-0 flex-1 break-words" data-testid="scenario-picker-value">
          {localized(scenario.title)}
        </span>
        <span aria-hidden className="mt-0.5 text-[10px] text-slate-500 dark:text-slate-400">
          ▼
        </span>
      </button>
      {/* The same choice as a native select, for links' tests and automation that drive one. */}
      <select
        value={scenario.id}
        onChange={(e) => selectScenario(e.target.value)}
        data-testid="scenario-select"
        aria-hidden
        tabIndex={-1}
        className="sr-only"
      >
        {[...builtIns, ...own].map((s) => (
          <option key={s.id} value={s.id}>
            {localized(s.title)}
          </option>
        ))}
      </select>
      {open ? (
        <div
          className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900"
          data-testid="scenario-picker-popup"
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== button.current) close(false);
          }}
        >
          <input
            ref={filter}
            type="text"
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId ? optionId(activeId) : undefined}
            aria-label={t("picker.filter")}
            placeholder={t("picker.filter")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onFilterKey}
            data-testid="scenario-picker-filter"
            className="w-full rounded-t-md border-b border-slate-200 bg-transparent px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none dark:border-slate-700 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <div ref={list} id={listId} role="listbox" aria-label={t("scenario.label")} data-testid="scenario-picker-list" className="max-h-[min(24rem,60vh)] overflow-y-auto py-1">
            {groups.map((group) => (
              <ul key={group.id} role="group" aria-labelledby={`${id}-group-${group.id}`} data-testid="scenario-group" data-group={group.id}>
                  <li role="presentation" id={`${id}-group-${group.id}`} className="px-2 pb-0.5 pt-1.5 text-[11px] font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300" data-testid="scenario-group-label">
                    {group.label}
                  </li>
                  {group.options.map((option) => (
                    <li
                      key={option.id}
                      id={optionId(option.id)}
                      role="option"
                      aria-selected={option.id === scenario.id}
                      data-active={option.id === activeId ? "true" : undefined}
                      data-value={option.id}
                      data-testid="scenario-option"
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(option)}
                      onMouseMove={() => setActive(option.id)}
                      className="flex cursor-pointer items-start gap-1.5 px-2 py-1 text-sm text-slate-800 data-[active=true]:bg-sky-100 aria-selected:font-semibold dark:text-slate-100 dark:data-[active=true]:bg-sky-900/60"
                    >
                      <span className="min-w-0 flex-1 break-words" data-testid="scenario-option-title">
                        {option.title}
                        {option.source ? <span className="ml-1.5 whitespace-nowrap text-[10px] font-normal text-slate-600 dark:text-slate-300">{option.source}</span> : null}
                      </span>
                      {option.hasLesson ? (
                        <span className={`${pill} bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100`} data-testid="scenario-option-lesson">
                          {t("picker.lesson")}
                        </span>
                      ) : null}
                    </li>
                  ))}
              </ul>
            ))}
          </div>
          {order.length === 0 ? (
            <p className="px-2 pb-2 text-xs text-slate-600 dark:text-slate-300" role="status" data-testid="scenario-picker-empty">
              {t("picker.none", { query })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
