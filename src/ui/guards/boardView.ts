import type { Board } from "../../engine/guards/board";
import type { TextKey } from "../i18n/catalog";

/** One figure of a board as the panel shows it: test id, catalog label and hint, and its value as text. */
export interface BoardFigure {
  id: string;
  label: TextKey;
  hint: TextKey;
  /** An integer, or one integer per handoff joined by " · "; undefined while tokens are counted. */
  value: string | undefined;
}

const perHandoff = (values: readonly number[]) => (values.length ? values.join(" · ") : "0");

/** The four figures of a board, in the order seed 003 §9 lists them. */
export function boardFigures(board: Board): BoardFigure[] {
  if (board.kind === "centre") {
    return [
      { id: "centre-input-tokens", label: "board.centreInputTokens", hint: "board.centreInputTokensHint", value: board.centreInputTokens === undefined ? undefined : String(board.centreInputTokens) },
      { id: "worker-timeouts", label: "board.workerTimeouts", hint: "board.workerTimeoutsHint", value: String(board.workerTimeouts) },
      { id: "redispatches", label: "board.redispatches", hint: "board.redispatchesHint", value: String(board.redispatches) },
      { id: "centre-tools", label: "board.centreTools", hint: "board.centreToolsHint", value: String(board.centreToolListSize) },
    ];
  }
  return [
    { id: "hops", label: "board.hops", hint: "board.hopsHint", value: String(board.hops) },
    { id: "returns", label: "board.returns", hint: "board.returnsHint", value: String(board.returnsToSameAgent) },
    { id: "tools-after-handoff", label: "board.toolsAfterHandoff", hint: "board.toolsAfterHandoffHint", value: perHandoff(board.toolListAfterHandoff) },
    { id: "payload-bytes", label: "board.payloadBytes", hint: "board.payloadBytesHint", value: perHandoff(board.payloadBytes) },
  ];
}
