import { describe, expect, it } from "vitest";
import { commit, redo, startHistory, undo } from "./draftHistory";
import { getIn, insertAt, moveItem, removeAt, setIn } from "./draftOps";

describe("draft operations", () => {
  const draft = { agents: [{ name: "a", script: [{ content: "x" }] }, { name: "b", script: [] as unknown[] }], tools: [] as unknown[] };

  it("sets a nested value and copies only the path", () => {
    const next = setIn(draft, ["agents", 0, "script", 0, "content"], "y");
    expect(getIn(next, ["agents", 0, "script", 0, "content"])).toBe("y");
    expect(getIn(draft, ["agents", 0, "script", 0, "content"])).toBe("x");
    expect(next.agents[1]).toBe(draft.agents[1]);
  });

  it("inserts, removes and moves list items", () => {
    const added = insertAt(draft, ["agents", 1, "script"], { content: "hi" });
    expect(getIn(added, ["agents", 1, "script"])).toEqual([{ content: "hi" }]);
    expect(removeAt(draft, ["agents"], 0).agents.map((a) => a.name)).toEqual(["b"]);
    expect(moveItem(draft, ["agents"], 0, 1).agents.map((a) => a.name)).toEqual(["b", "a"]);
    expect(moveItem(draft, ["agents"], 0, 5)).toBe(draft);
  });
});

describe("draft history", () => {
  it("undoes and redoes, and a new change clears redo", () => {
    let h = startHistory(1);
    h = commit(h, 2);
    h = commit(h, 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = redo(h);
    expect(h.present).toBe(3);
    h = commit(undo(h), 9);
    expect(h).toEqual({ past: [1, 2], present: 9, future: [], lastKey: undefined });
  });

  it("merges consecutive edits of one field into one undo step", () => {
    let h = startHistory("");
    for (const text of ["h", "he", "hel"]) h = commit(h, text, "title");
    h = commit(h, "x", "summary");
    expect(undo(h).present).toBe("hel");
    expect(undo(undo(h)).present).toBe("");
  });
});
