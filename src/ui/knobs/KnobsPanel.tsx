import { useCallback } from "react";
import { useShallow } from "zustand/react/shallow";
import { KNOBS, type KnobName, type Knobs, type TopologyId } from "../../engine/knobs";
import { GENERATED_TITLES } from "../../engine/scenarios/generatorIds";
import { knobApplies, TOPOLOGIES, topologiesReading } from "../../engine/topologies";
import { useAppStore } from "../../store/appStore";
import { selectCurrentScenario, selectHiddenKnobs, selectKnobActions, selectKnobs } from "../../store/selectors";
import { useLocalized, useText } from "../i18n/useText";
import { ApiStatusBadge } from "../topology/ApiStatusBadge";
import { FieldForm } from "./FieldForm";
import { KnobField } from "./KnobField";

const KNOB_NAMES = (Object.keys(KNOBS) as KnobName[]).filter((name) => name !== "topology");

/** The topology picker and every knob from the one schema; knobs that do not apply are disabled with the reason. */
export function KnobsPanel() {
  const t = useText();
  const localized = useLocalized();
  const knobs = useAppStore(selectKnobs);
  const scenario = useAppStore(selectCurrentScenario);
  const { setKnob } = useAppStore(useShallow(selectKnobActions));
  // A link may hide knobs for an exercise (`hide=outputMode`): they are not shown at all.
  const hidden = useAppStore(selectHiddenKnobs);
  const onChange = useCallback((name: KnobName, value: Knobs[KnobName]) => setKnob(name, value), [setKnob]);

  const topology = knobs.topology;
  const topologies = scenario.topologies.includes(topology) ? scenario.topologies : [topology, ...scenario.topologies];
  const shown = KNOB_NAMES.filter((name) => !hidden.includes(name));
  const applying = shown.filter((name) => knobApplies(name, topology, scenario));
  const others = shown.filter((name) => !knobApplies(name, topology, scenario));
  const topologyHelp = localized(TOPOLOGIES[topology].summary);
  const reason = (name: KnobName): string => {
    const { generator, flows } = KNOBS[name].meta;
    if (flows && !scenario.batchedFlow) return t("knobs.flowsOnly");
    if (generator && generator !== scenario.generator) {
      // Named by its title, in the reader's language: the id is a link word, not a name people read.
      return t("knobs.generatorOnly", { scenario: localized(GENERATED_TITLES[generator]) });
    }
    const applies = topologiesReading(name);
    return t("knobs.disabledReason", { topologies: applies === "all" ? t("knobs.allTopologies") : applies.join(", ") });
  };

  return (
    <section aria-label={t("knobs.label")} data-testid="knobs-panel">
      {hidden.includes("topology") ? null : (
        <FieldForm className="py-2">
          <label htmlFor="knob-input-topology" className="text-xs font-semibold text-slate-800 dark:text-slate-100">
            {t("knobs.topology")}
          </label>
          <select
            id="knob-input-topology"
            value={topology}
            onChange={(e) => setKnob("topology", e.target.value as TopologyId)}
            data-testid="knob-topology"
            translate="no"
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm text-slate-900 focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          >
            {topologies.map((id) => (
              <option key={id} value={id}>
                {t("knobs.topologyOption", { topology: id, status: t(`apiStatus.${TOPOLOGIES[id].api.status}`) })}
              </option>
            ))}
          </select>
          <p className="mt-1 text-[11px] leading-snug text-slate-500 dark:text-slate-400">
            <ApiStatusBadge topology={topology} /> {topologyHelp}
          </p>
        </FieldForm>
      )}
      <div className="divide-y divide-slate-200 dark:divide-slate-700/70">
        {applying.map((name) => (
          <KnobField key={name} name={name} value={knobs[name]} onChange={onChange} />
        ))}
      </div>
      {others.length ? (
        <details className="mt-2 rounded-md border border-dashed border-slate-300 px-2 dark:border-slate-700" data-testid="knobs-other">
          <summary className="cursor-pointer py-1.5 text-xs text-slate-500 select-none dark:text-slate-400">
            {t("knobs.otherTopologies", { count: others.length, topology })}
          </summary>
          <div className="divide-y divide-slate-200 dark:divide-slate-700/70">
            {others.map((name) => (
              <KnobField key={name} name={name} value={knobs[name]} disabledReason={reason(name)} onChange={onChange} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}
