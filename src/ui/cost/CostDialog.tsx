import { useId } from "react";
import { useShallow } from "zustand/react/shallow";
import { PRICE_PRESETS, priceOf, type ModelId } from "../../engine/cost/prices";
import type { RunCost } from "../../engine/cost/cost";
import { useAppStore } from "../../store/appStore";
import { selectCost, selectCostActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { useDialog } from "../layout/useDialog";
import { formatUsd } from "./costView";
import { PriceInput } from "./PriceInput";

/** Props of {@link CostDialog}. */
export interface CostDialogProps {
  /** The whole run's cost; undefined while its tokens are counted. */
  cost?: RunCost;
  /** The run's router, which runs on the router's model unless chosen otherwise. */
  router?: string;
  onClose(): void;
}

const select = "rounded border border-slate-300 bg-white px-1 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-950";
const th = "px-2 py-1 text-left font-semibold whitespace-nowrap";
const td = "px-2 py-0.5 whitespace-nowrap";

function ModelOptions() {
  return (
    <>
      {PRICE_PRESETS.map((preset) => (
        <option key={preset.id} value={preset.id}>
          {preset.id}
        </option>
      ))}
    </>
  );
}

/**
 * The cost settings (`cost-dialog`): which model each agent of the run is on (the router's and the
 * workers' by role, any agent on its own), the run's tokens and cost per agent, and the price table,
 * every price editable. A dialog: focus moves in, Escape closes, focus returns.
 */
export function CostDialog({ cost, router, onClose }: CostDialogProps) {
  const t = useText();
  const dialog = useDialog<HTMLDivElement>(onClose);
  const titleId = useId();
  const setup = useAppStore(selectCost);
  const { setPrice, resetPrice, setModel, resetCost } = useAppStore(useShallow(selectCostActions));
  const { models, prices } = setup;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-3" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="cost-dialog"
        className="flex max-h-full w-full max-w-3xl flex-col overflow-hidden rounded-xl border border-slate-300 bg-white text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex h-9 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-3 dark:border-slate-800">
          <h2 id={titleId} className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">
            {t("cost.title")}
          </h2>
          <button type="button" onClick={onClose} aria-label={t("cost.close")} data-testid="cost-close" className="rounded px-2 text-lg leading-none text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800">
            ×
          </button>
        </div>
        <div className="min-h-0 space-y-3 overflow-auto p-3 text-xs">
          <section aria-labelledby={`${titleId}-agents`}>
            <h3 id={`${titleId}-agents`} className="text-sm font-semibold">{t("cost.agentsTitle")}</h3>
            <p className="mb-1 text-slate-600 dark:text-slate-300">{t("cost.agentsCaption")}</p>
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <span className="font-medium">{t("cost.roleModels")}:</span>
              {(["router", "worker"] as const).map((role) => (
                <label key={role} className="flex items-center gap-1">
                  {t(role === "router" ? "cost.routerModel" : "cost.workerModel")}
                  <select className={select} value={models[role]} data-testid={`cost-model-${role}`} onChange={(event) => setModel({ role }, event.target.value as ModelId)}>
                    <ModelOptions />
                  </select>
                </label>
              ))}
            </div>
            <table className="w-full tabular-nums" data-testid="cost-agents">
              <thead className="bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <tr>
                  <th className={th}>{t("cost.agent")}</th>
                  <th className={th}>{t("cost.role")}</th>
                  <th className={th}>{t("cost.model")}</th>
                  <th className={`${th} text-right`}>{t("cost.inputTokens")}</th>
                  <th className={`${th} text-right`}>{t("cost.outputTokens")}</th>
                  <th className={`${th} text-right`}>{t("cost.usd")}</th>
                </tr>
              </thead>
              <tbody>
                {cost?.agents.map((agent) => {
                  const role = agent.agent === router ? "router" : "worker";
                  const own = Object.hasOwn(models.agents, agent.agent);
                  return (
                    <tr key={agent.agent} data-testid="cost-agent-row" data-agent={agent.agent} data-model={agent.model} data-usd={agent.usd} className="border-t border-slate-200 dark:border-slate-700">
                      <td className={`${td} font-semibold`} translate="no">{agent.agent}</td>
                      <td className={td}>{t(role === "router" ? "cost.roleRouter" : "cost.roleWorker")}</td>
                      <td className={td}>
                        <select
                          className={select}
                          aria-label={t("cost.agentModel", { agent: agent.agent })}
                          data-testid={`cost-model-agent-${agent.agent}`}
                          value={own ? agent.model : ""}
                          onChange={(event) => setModel({ agent: agent.agent }, (event.target.value || undefined) as ModelId | undefined)}
                        >
                          <option value="">{t("cost.asRole", { model: models[role] })}</option>
                          <ModelOptions />
                        </select>
                      </td>
                      <td className={`${td} text-right`}>{agent.input}</td>
                      <td className={`${td} text-right`}>{agent.output}</td>
                      <td className={`${td} text-right font-mono`}>{formatUsd(agent.usd)}</td>
                    </tr>
                  );
                })}
              </tbody>
              {cost ? (
                <tfoot>
                  <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
                    <td className={td} colSpan={3}>{t("cost.total")}</td>
                    <td className={`${td} text-right`}>{cost.input}</td>
                    <td className={`${td} text-right`}>{cost.output}</td>
                    <td className={`${td} text-right font-mono`} data-testid="cost-total" data-usd={cost.usd}>{formatUsd(cost.usd)}</td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
            {cost ? null : <p className="py-1 text-slate-600 dark:text-slate-300">{t("cost.loading")}</p>}
          </section>

          <section aria-labelledby={`${titleId}-prices`}>
            <h3 id={`${titleId}-prices`} className="text-sm font-semibold">{t("cost.pricesTitle")}</h3>
            <p className="mb-1 text-slate-600 dark:text-slate-300">{t("cost.pricesCaption")}</p>
            <table className="w-full tabular-nums" data-testid="cost-prices">
              <thead className="bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <tr>
                  <th className={th}>{t("cost.model")}</th>
                  <th className={th}>{t("cost.provider")}</th>
                  <th className={`${th} text-right`}>{t("cost.inputPrice")}</th>
                  <th className={`${th} text-right`}>{t("cost.outputPrice")}</th>
                  <th className={th}>{t("cost.published")}</th>
                  <th className={th}><span className="sr-only">{t("cost.reset")}</span></th>
                </tr>
              </thead>
              <tbody>
                {PRICE_PRESETS.map((preset) => {
                  const price = priceOf(preset.id, prices);
                  const edited = prices[preset.id] !== undefined;
                  return (
                    <tr key={preset.id} data-testid="cost-price-row" data-model={preset.id} className="border-t border-slate-200 dark:border-slate-700">
                      <td className={`${td} font-mono`} translate="no">
                        {preset.id}
                        {preset.o200k ? null : <span className="ml-1.5 rounded bg-slate-200 px-1 font-sans text-[10px] text-slate-700 dark:bg-slate-700 dark:text-slate-200">{t("cost.estimate")}</span>}
                      </td>
                      <td className={td} translate="no">{preset.provider}</td>
                      <td className={`${td} text-right`}>
                        <PriceInput value={price.input} label={t("cost.inputPriceLabel", { model: preset.id })} testId={`cost-price-${preset.id}-input`} onChange={(value) => setPrice(preset.id, "input", value)} />
                      </td>
                      <td className={`${td} text-right`}>
                        <PriceInput value={price.output} label={t("cost.outputPriceLabel", { model: preset.id })} testId={`cost-price-${preset.id}-output`} onChange={(value) => setPrice(preset.id, "output", value)} />
                      </td>
                      <td className={`${td} font-mono`}>{preset.published}</td>
                      <td className={td}>
                        {edited ? (
                          <button type="button" onClick={() => resetPrice(preset.id)} aria-label={t("cost.resetLabel", { model: preset.id })} data-testid={`cost-price-reset-${preset.id}`} className="rounded border border-slate-300 px-1.5 text-[11px] hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
                            {t("cost.reset")}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t("cost.tokenizerNote")}</p>
          </section>
          <button type="button" onClick={resetCost} data-testid="cost-reset" className="rounded-md border border-slate-300 px-2 py-0.5 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
            {t("cost.resetAll")}
          </button>
        </div>
      </div>
    </div>
  );
}
