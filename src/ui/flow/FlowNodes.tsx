import { Handle, Position, type NodeProps } from "@xyflow/react";
import { memo } from "react";
import { GroupBody, StepBody, TerminalBody } from "./NodeBodies";
import type { FlowNode } from "./types";

const handleClass = "!h-1.5 !w-1.5 !min-h-0 !min-w-0 !border-0 !bg-transparent";

const SIDES = [
  ["top", Position.Top],
  ["bottom", Position.Bottom],
  ["left", Position.Left],
  ["right", Position.Right],
] as const;

/** A source and a target handle on every side; each edge picks its sides from the layout. */
function Handles() {
  return (
    <>
      {SIDES.map(([side, position]) => (
        <Handle key={side} id={side} type="source" position={position} className={handleClass} isConnectable={false} />
      ))}
      {SIDES.map(([side, position]) => (
        <Handle key={`${side}-in`} id={`${side}-in`} type="target" position={position} className={handleClass} isConnectable={false} />
      ))}
    </>
  );
}

/** A node that runs: an agent's model or tools node, a hand-rolled router, the coordinator. */
export const StepNode = memo(function StepNode({ id, data }: NodeProps<FlowNode>) {
  return (
    <StepBody id={id} data={data}>
      <Handles />
    </StepBody>
  );
});

/** START and END. */
export const TerminalNode = memo(function TerminalNode({ id, data }: NodeProps<FlowNode>) {
  return (
    <TerminalBody id={id} data={data}>
      <Handles />
    </TerminalBody>
  );
});

/** An agent subgraph. */
export const GroupNode = memo(function GroupNode({ id, data }: NodeProps<FlowNode>) {
  return (
    <GroupBody id={id} data={data}>
      <Handles />
    </GroupBody>
  );
});
