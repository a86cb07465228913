import { describe, expect, it, vi } from "vitest";
import { elkInThread } from "./elkInThread";
import { shownGraph } from "./flowModel";
import { prepareLayouts } from "./prepareLayouts";
import { layOut } from "./testing/layOut";
import { supervisorGraph } from "./testing/supervisorGraph";

/** A fresh copy of the cache module, laying out in this thread. */
async function freshCache() {
  vi.resetModules();
  const cache = await import("./layoutCache");
  cache.useLayoutEngine(elkInThread);
  return cache;
}

describe("layoutCache", () => {
  it("lays out a shape once and hands back the same layout for the same shape", async () => {
    const cache = await freshCache();
    const g = supervisorGraph("coder");
    const pending = cache.layoutPending(g, "none", "full");
    // Two renders waiting on the same shape wait on the same layout.
    expect(cache.layoutPending(g, "none", "full")).toBe(pending);
    await pending;
    const first = cache.diagramShape(g, "none", "full").layout;
    // A later run of the same graph arrives as a fresh (structurally equal) object.
    expect(cache.layoutPending(structuredClone(g), "none", "full")).toBeUndefined();
    expect(cache.diagramShape(structuredClone(g), "none", "full").layout).toBe(first);
    expect(first).toEqual(await layOut(shownGraph(g, [])));
  });

  it("keys different graphs and different folded groups apart", async () => {
    const cache = await freshCache();
    expect(cache.layoutKey(supervisorGraph("coder"), [])).not.toBe(cache.layoutKey(supervisorGraph("writer"), []));
    expect(cache.layoutKey(supervisorGraph("coder"), [])).not.toBe(cache.layoutKey(supervisorGraph("coder"), ["coder"]));
    await cache.layoutPending(supervisorGraph("coder"), ["coder"], "full");
    expect(cache.diagramShape(supervisorGraph("coder"), ["coder"], "full").layout.nodes.some((node) => node.parent === "coder")).toBe(false);
  });

  it("prepares the layout a page opens with under the key the diagram looks up, and draws it with no wait once seeded", async () => {
    const cache = await freshCache();
    const g = supervisorGraph("researcher");
    const prepared = await prepareLayouts([g, structuredClone(g)]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0].key).toBe(cache.layoutKey(g, []));
    expect(prepared[0].layout).toEqual(await layOut(shownGraph(g, [])));
    // Build-time layouts reach the page as JSON; the diagram must get exactly that object back.
    const fromJson = JSON.parse(JSON.stringify(prepared));
    cache.seedLayouts(fromJson);
    expect(cache.layoutPending(g, undefined, "full")).toBeUndefined();
    expect(cache.diagramShape(g, undefined, "full").layout).toBe(fromJson[0].layout);
  });

  it("makes any shape not prepared wait for its layout, and refuses to draw it before", async () => {
    const cache = await freshCache();
    // What React's use() reads as settled, so a render that waits for nothing never suspends.
    expect(cache.LAYOUT_READY).toMatchObject({ status: "fulfilled" });
    const other = supervisorGraph("writer");
    expect(() => cache.diagramShape(other, undefined, "full")).toThrow(/not laid out yet/);
    const pending = cache.layoutPending(other, undefined, "full");
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(cache.layoutPending(other, undefined, "full")).toBeUndefined();
  });
});
