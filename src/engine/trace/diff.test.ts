import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { alignWithBaseline, messageSignature, type AlignedMessage } from "./diff";
import { sharedMessagesAt } from "./metrics";
import { run } from "./run";
import type { TraceMessage } from "./types";

let nextId = 0;
function msg(type: TraceMessage["type"], content: string, extra: Partial<TraceMessage> = {}): TraceMessage {
  return { id: `x${++nextId}`, type, content, ...extra };
}

const kinds = (rows: AlignedMessage[]) => rows.map((row) => `${row.kind}:${row.message.content}`);

describe("messageSignature", () => {
  it("ignores ids, so the same message from two runs matches", () => {
    expect(messageSignature(msg("ai", "done", { name: "coder" }))).toBe(messageSignature(msg("ai", "done", { name: "coder" })));
  });

  it("tells messages apart by type, name, content and tool call names", () => {
    const base = msg("ai", "hi", { name: "a", toolCalls: [{ id: "1", name: "search", args: {} }] });
    const variants = [
      { ...base, type: "human" as const },
      { ...base, name: "b" },
      { ...base, content: "hi!" },
      { ...base, toolCalls: [{ id: "1", name: "write_code", args: {} }] },
      { ...base, toolCalls: undefined },
    ];
    for (const variant of variants) expect(messageSignature(variant)).not.toBe(messageSignature(base));
  });

  it("does not confuse a separator inside content with a field boundary", () => {
    expect(messageSignature(msg("ai", "a,b", { name: "x" }))).not.toBe(messageSignature(msg("ai", "b", { name: "x,a" })));
  });
});

describe("alignWithBaseline", () => {
  const h = msg("human", "question");
  const call = msg("ai", "", { name: "supervisor", toolCalls: [{ id: "c1", name: "transfer_to_researcher", args: {} }] });
  const result = msg("tool", "Successfully transferred", { name: "transfer_to_researcher", toolCallId: "c1" });
  const answer = msg("ai", "answer", { name: "researcher" });
  const final = msg("ai", "final", { name: "supervisor" });
  const baseline = [h, call, result, answer, final];

  it("puts the messages the current history leaves out as ghosts in their place", () => {
    const current = [h, answer, final].map((m) => ({ ...m, id: `other-${m.id}` }));
    expect(kinds(alignWithBaseline(current, baseline, { trailing: true }))).toEqual([
      "kept:question",
      "ghost:",
      "ghost:Successfully transferred",
      "kept:answer",
      "kept:final",
    ]);
  });

  it("keeps the current message objects on kept rows and the baseline's on ghosts", () => {
    const current = [{ ...h, id: "mine" }];
    const rows = alignWithBaseline(current, baseline, { trailing: true });
    expect(rows[0]).toEqual({ kind: "kept", message: current[0], baseline: h });
    expect(rows[1].message).toBe(call);
  });

  it("hides baseline messages past the current end mid-run, and shows them once the run is final", () => {
    const current = [h, call];
    expect(kinds(alignWithBaseline(current, baseline, { trailing: false }))).toEqual(["kept:question", "kept:"]);
    expect(alignWithBaseline(current, baseline, { trailing: true }).filter((r) => r.kind === "ghost")).toHaveLength(3);
  });

  it("marks messages only the current history has as extra, in their order", () => {
    const note = msg("ai", "note", { name: "critic" });
    expect(kinds(alignWithBaseline([h, note, final], baseline, { trailing: true }))).toEqual([
      "kept:question",
      "ghost:",
      "ghost:Successfully transferred",
      "ghost:answer",
      "extra:note",
      "kept:final",
    ]);
  });

  it("pairs repeated messages in order, so an early duplicate does not turn the middle into ghosts", () => {
    const back = () => msg("tool", "Transferred back", { name: "transfer_back_to_supervisor" });
    const a1 = msg("ai", "r", { name: "researcher" });
    const a2 = msg("ai", "c", { name: "coder" });
    const base = [h, a1, back(), a2, back()];
    const rows = alignWithBaseline([h, a1, back()], base, { trailing: false });
    expect(kinds(rows)).toEqual(["kept:question", "kept:r", "kept:Transferred back"]);
    expect(rows[2].kind === "kept" && rows[2].baseline).toBe(base[2]);
  });

  it("returns the baseline as ghosts when the current history is empty and final", () => {
    expect(alignWithBaseline([], baseline, { trailing: true }).every((r) => r.kind === "ghost")).toBe(true);
    expect(alignWithBaseline([], baseline, { trailing: false })).toEqual([]);
  });

  it("for any subsequence of the baseline, rebuilds the baseline in order with the subsequence kept", () => {
    const pool = [h, call, result, answer, final, msg("tool", "x", { name: "t" }), msg("ai", "x")];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pool), { maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (base, keep) => {
          const current = base.filter((_, k) => keep[k]).map((m) => ({ ...m, id: `c-${m.id}` }));
          const rows = alignWithBaseline(current, base, { trailing: true });
          expect(rows.map((r) => (r.kind === "kept" ? r.baseline : r.message)).map(messageSignature)).toEqual(base.map(messageSignature));
          expect(rows.filter((r) => r.kind === "kept").map((r) => r.message)).toEqual(current);
          expect(rows.some((r) => r.kind === "extra")).toBe(false);
        },
      ),
    );
  });
});

describe("alignWithBaseline on real supervisor runs", () => {
  it("shows the worker steps last_message drops, and everything handoff-off drops, against full_history", async () => {
    const [full, last, noHandoff] = await Promise.all([
      run(researchCode, { topology: "supervisor", outputMode: "full_history", addHandoffMessages: true }),
      run(researchCode, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: true }),
      run(researchCode, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: false }),
    ]);
    const baseline = sharedMessagesAt(full);

    const lastRows = alignWithBaseline(sharedMessagesAt(last), baseline, { trailing: true });
    expect(lastRows.filter((r) => r.kind === "kept")).toHaveLength(12);
    const lastGhosts = lastRows.filter((r) => r.kind === "ghost").map((r) => r.message);
    // last_message drops each worker's own tool call and its tool result.
    expect(lastGhosts.map((m) => `${m.type}:${m.name}`)).toEqual(["ai:researcher", "tool:search", "ai:coder", "tool:write_code"]);
    expect(lastRows).toHaveLength(baseline.length);

    const noRows = alignWithBaseline(sharedMessagesAt(noHandoff), baseline, { trailing: true });
    expect(noRows.filter((r) => r.kind === "kept")).toHaveLength(4);
    expect(noRows.filter((r) => r.kind === "ghost")).toHaveLength(12);
    expect(noRows.some((r) => r.kind === "extra")).toBe(false);
  });
});
