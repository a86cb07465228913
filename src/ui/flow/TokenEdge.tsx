import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from "@xyflow/react";
import { memo, useEffect, useRef } from "react";
import { roundedPath, routeMidpoint } from "./geometry";
import type { FlowEdge, TokenRide } from "./types";

/**
 * A token riding the edge once, started by script: SVG animations inserted after page load would
 * otherwise count their `begin` from document start and be over before they show.
 */
function Token({ path, ride }: { path: string; ride: TokenRide }) {
  const motion = useRef<SVGAnimateMotionElement>(null);
  const show = useRef<SVGAnimateElement>(null);
  useEffect(() => {
    motion.current?.beginElementAt(ride.delay);
    show.current?.beginElementAt(ride.delay);
  }, [ride.key, ride.delay]);
  const dur = `${ride.duration}s`;
  return (
    <circle r={5} opacity={0} className="fill-sky-500 stroke-white dark:stroke-slate-900" strokeWidth={1.5} data-testid="flow-token">
      <animateMotion ref={motion} begin="indefinite" dur={dur} path={path} fill="freeze" calcMode="linear" />
      <animate ref={show} attributeName="opacity" from="1" to="1" begin="indefinite" dur={dur} fill="remove" />
    </circle>
  );
}

/** An edge of the graph along its laid-out route: solid when fixed, dashed when conditional; carries the token and hand-over label. */
export const TokenEdge = memo(function TokenEdge(props: EdgeProps<FlowEdge>) {
  const { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, markerEnd } = props;
  // The layout routes every edge; React Flow's own curve between handles is only the fallback.
  const route = data?.route;
  const mid = route ? routeMidpoint(route) : undefined;
  const [path, midX, midY] = route && mid ? [roundedPath(route), mid.x, mid.y] : getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const [labelX, labelY] = data?.labelAt ? [data.labelAt.x, data.labelAt.y] : [midX, midY];
  const onPath = data?.onPath ?? false;
  const label = data?.handoffTool ?? data?.label;
  return (
    <>
      <BaseEdge
        path={path}
        markerEnd={markerEnd}
        className={onPath ? "!stroke-sky-500" : "!stroke-slate-400 dark:!stroke-slate-500"}
        style={{ strokeWidth: onPath ? 2.25 : 1.25, strokeDasharray: data?.conditional ? "5 4" : undefined }}
      />
      {data?.token ? <Token key={data.token.key} path={path} ride={data.token} /> : null}
      {label ? (
        <EdgeLabelRenderer>
          <div
            data-testid={data?.handoffTool ? "flow-handoff-label" : "flow-edge-label"}
            translate="no"
            // Above group frames, which React Flow stacks over the edge-label layer's default.
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`, zIndex: 1001 }}
            className={`pointer-events-none absolute rounded px-1.5 py-0.5 font-mono text-[11px] leading-4 ${
              data?.handoffTool
                ? "bg-amber-100 text-amber-900 shadow ring-1 ring-amber-400 dark:bg-amber-900 dark:text-amber-100"
                : "bg-white/90 text-slate-500 dark:bg-slate-900/90 dark:text-slate-400"
            }`}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});
