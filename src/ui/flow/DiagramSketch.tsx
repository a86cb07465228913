import { useEffect, useMemo } from "react";
import type { Trace } from "../../engine/trace/types";
import { useAppStore } from "../../store/appStore";
import { selectStep, selectTheme, selectTrace } from "../../store/selectors";
import { useElementSize } from "../chart/useElementSize";
import { DIAGRAM_SHOWN } from "./diagramShown";
import { openingViewport } from "./fit";
import { roundedPath, routeMidpoint } from "./geometry";
import { GroupBody, StepBody, TerminalBody } from "./NodeBodies";
import { absoluteBoxes } from "./nodeSize";
import type { FlowNode } from "./types";
import { useDiagramModel } from "./useDiagramModel";

const BODIES = { agentGroup: GroupBody, step: StepBody, terminal: TerminalBody } as const;

/** React Flow's background dots (its `Background`, gap 20, size 1) and its closed arrowheads, per theme. */
const DOTS = { light: "#91919a", dark: "#555" } as const;
const ARROW = { light: "#94a3b8", dark: "#64748b", onPath: "#0ea5e9" } as const;

function Arrowhead({ id, color }: { id: string; color: string }) {
  return (
    <marker id={id} markerWidth="14" markerHeight="14" viewBox="-10 -10 20 20" orient="auto-start-reverse" refX="0" refY="0">
      <polyline style={{ stroke: color, fill: color, strokeWidth: 1 }} strokeLinecap="round" strokeLinejoin="round" points="-5,-4 0,0 -5,4 -5,-4" />
    </marker>
  );
}

function Sketch({ trace, step }: { trace: Trace; step: number }) {
  const [ref, size] = useElementSize<HTMLDivElement>({ width: 0, height: 0 });
  const theme = useAppStore(selectTheme);
  const { shape, nodes, edges, active } = useDiagramModel(trace, step);
  const boxes = useMemo(() => absoluteBoxes(shape.layout.nodes), [shape]);
  const view = useMemo(
    () => (size.width > 1 && boxes.size > 0 ? openingViewport(shape.layout.nodes, shape.shown.edges, active, size.width, size.height) : undefined),
    [shape, boxes, active, size],
  );
  const drawn = view !== undefined;
  useEffect(() => {
    if (!drawn) return;
    performance.clearMarks(DIAGRAM_SHOWN);
    performance.mark(DIAGRAM_SHOWN);
  }, [trace, drawn]);

  const box = (node: FlowNode) => {
    const { x, y, width, height } = boxes.get(node.id)!;
    const Body = BODIES[node.type!];
    return (
      <div key={node.id} className="absolute" style={{ left: x, top: y, width, height }}>
        <Body id={node.id} data={node.data} testId={`sketch-node-${node.id}`} />
      </div>
    );
  };
  const gap = 20 * (view?.zoom ?? 1);
  const dot = (view?.zoom ?? 1) / 2;
  return (
    <div
      ref={ref}
      data-testid="diagram-sketch"
      // A picture until React Flow takes over: nothing in it takes focus, clicks or a screen reader's time.
      inert
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {view ? (
        <>
          <div
            className="absolute inset-0 opacity-60"
            style={{
              backgroundImage: `radial-gradient(circle at ${dot}px ${dot}px, ${DOTS[theme]} ${dot}px, transparent ${dot}px)`,
              backgroundSize: `${gap}px ${gap}px`,
              backgroundPosition: `${view.x % gap}px ${view.y % gap}px`,
            }}
          />
          <div className="absolute top-0 left-0 origin-top-left" style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}>
            {nodes.filter((node) => node.type === "agentGroup" && !node.data.collapsed).map(box)}
            <svg className="absolute top-0 left-0 overflow-visible" width="1" height="1">
              <defs>
                <Arrowhead id="sketch-arrow" color={ARROW[theme]} />
                <Arrowhead id="sketch-arrow-path" color={ARROW.onPath} />
              </defs>
              {edges.map(({ edge, data }) =>
                data.route ? (
                  <path
                    key={edge.id}
                    d={roundedPath(data.route)}
                    fill="none"
                    className={data.onPath ? "stroke-sky-500" : "stroke-slate-400 dark:stroke-slate-500"}
                    style={{ strokeWidth: data.onPath ? 2.25 : 1.25, strokeDasharray: data.conditional ? "5 4" : undefined }}
                    markerEnd={`url(#${data.onPath ? "sketch-arrow-path" : "sketch-arrow"})`}
                  />
                ) : null,
              )}
            </svg>
            {nodes.filter((node) => node.type !== "agentGroup" || node.data.collapsed).map(box)}
            {edges.map(({ edge, data }) => {
              const label = data.handoffTool ?? data.label;
              const at = data.labelAt ?? (data.route ? routeMidpoint(data.route) : undefined);
              if (!label || !at) return null;
              return (
                <div
                  key={edge.id}
                  translate="no"
                  style={{ transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)` }}
                  className={`absolute top-0 left-0 rounded px-1.5 py-0.5 font-mono text-[11px] leading-4 whitespace-nowrap ${
                    data.handoffTool
                      ? "bg-amber-100 text-amber-900 shadow ring-1 ring-amber-400 dark:bg-amber-900 dark:text-amber-100"
                      : "bg-white/90 text-slate-500 dark:bg-slate-900/90 dark:text-slate-400"
                  }`}
                >
                  {label}
                </div>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * The diagram drawn without React Flow, while React Flow's code (a chunk of its own, fetched right after
 * the first paint) is not in yet: the same boxes, routes, highlight and view, so nothing moves when React
 * Flow takes over; nothing to click, pan or zoom until then. It marks {@link DIAGRAM_SHOWN} as React
 * Flow's diagram does.
 */
export function DiagramSketch() {
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  return trace ? <Sketch trace={trace} step={step} /> : null;
}
