import { beforeAll, describe, expect, it, vi } from "vitest";
import { shownGraph } from "./flowModel";
import { layoutGraph } from "./layout";
import { cachedLayout, layoutKey, loadLayoutCode, seedLayouts } from "./layoutCache";
import { prepareLayouts } from "./prepareLayouts";
import { supervisorGraph } from "./testing/supervisorGraph";

describe("layoutCache", () => {
  beforeAll(loadLayoutCode);

  it("lays out a shape once and hands back the same layout for the same shape", () => {
    const g = supervisorGraph("coder");
    const key = layoutKey(g, []);
    const first = cachedLayout(shownGraph(g, []), key);
    // A later run of the same graph arrives as a fresh (structurally equal) object.
    const again = cachedLayout(shownGraph(structuredClone(g), []), layoutKey(structuredClone(g), []));
    expect(again).toBe(first);
    expect(first).toEqual(layoutGraph(shownGraph(g, [])));
  });

  it("keys different graphs and different folded groups apart", () => {
    expect(layoutKey(supervisorGraph("coder"), [])).not.toBe(layoutKey(supervisorGraph("writer"), []));
    expect(layoutKey(supervisorGraph("coder"), [])).not.toBe(layoutKey(supervisorGraph("coder"), ["coder"]));
    const folded = cachedLayout(shownGraph(supervisorGraph("coder"), ["coder"]), layoutKey(supervisorGraph("coder"), ["coder"]));
    expect(folded.nodes.some((node) => node.parent === "coder")).toBe(false);
  });

  it("prepares the layout a page opens with under the key the diagram looks up, and serves it once seeded", () => {
    const g = supervisorGraph("researcher");
    const prepared = prepareLayouts([g, structuredClone(g)]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0].key).toBe(layoutKey(g, []));
    expect(prepared[0].layout).toEqual(layoutGraph(shownGraph(g, [])));
    // Build-time layouts reach the page as JSON; the diagram must get exactly that object back.
    const fromJson = JSON.parse(JSON.stringify(prepared));
    seedLayouts(fromJson);
    expect(cachedLayout(shownGraph(g, []), layoutKey(g, []))).toBe(fromJson[0].layout);
  });
});

describe("the layout code, loaded after the first paint", () => {
  it("lets a seeded shape draw before it is loaded, makes any other shape wait for it, and then none", async () => {
    // What React's use() reads as settled, so a render that waits for nothing never suspends.
    expect((await import("./layoutCache")).LAYOUT_READY).toMatchObject({ status: "fulfilled" });
    vi.resetModules();
    const fresh = await import("./layoutCache");
    const seeded = supervisorGraph("researcher");
    fresh.seedLayouts(prepareLayouts([seeded]));
    const other = supervisorGraph("writer");
    expect(fresh.layoutReady(seeded, undefined, "full")).toBe(fresh.LAYOUT_READY);
    expect(() => fresh.cachedLayout(shownGraph(other, []), fresh.layoutKey(other, []))).toThrow(/not loaded/);
    const pending = fresh.layoutReady(other, undefined, "full");
    expect(pending).not.toBe(fresh.LAYOUT_READY);
    await pending;
    expect(fresh.layoutReady(other, undefined, "full")).toBe(fresh.LAYOUT_READY);
    expect(fresh.cachedLayout(shownGraph(other, []), fresh.layoutKey(other, []))).toEqual(layoutGraph(shownGraph(other, [])));
  });
});
