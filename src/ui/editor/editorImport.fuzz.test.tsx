import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../../engine/scenarios";
import type { Scenario } from "../../engine/scenarios/types";
import { installAppStore } from "../../store/appStore";
import { createAppStore } from "../../store/createAppStore";
import { startPersistence } from "../../store/persistence/startPersistence";
import { guardStorage, memoryStorage } from "../../store/persistence/storageArea";
import type { EngineClient } from "../../store/types";
import { EditorDrawer } from "./EditorDrawer";
import { loadStoreSchemas, storeSchemas } from "../../store/testing/storeSchemas";

const idle: EngineClient = { run: () => new Promise(() => {}), sweep: () => new Promise(() => {}) };
const env = { systemTheme: "light" as const, browserLanguages: [] };

/** Every path into a JSON value, the root included. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...path, i])));
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  return paths;
}

/** A built-in scenario with a few values replaced by random JSON or removed: the shapes a careless or hostile file has. */
const mutatedScenario = fc
  .record({
    scenario: fc.constantFrom(...SCENARIOS),
    edits: fc.array(fc.tuple(fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined))), { minLength: 1, maxLength: 3 }),
  })
  .map(({ scenario, edits }) => {
    const copy = structuredClone(scenario) as unknown as Record<string, unknown>;
    for (const [pick, value] of edits) {
      const paths = pathsOf(copy).filter((p) => p.length > 0);
      const path = paths[pick % paths.length];
      let parent: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1];
      if (value === undefined) delete parent[last];
      else parent[last] = value;
    }
    return JSON.stringify(copy);
  });

/** Whatever a file may hold: mutated scenarios, any JSON, and text that is not JSON at all. */
const importedText = fc.oneof(mutatedScenario, mutatedScenario, fc.jsonValue().map((v) => JSON.stringify(v)), fc.string());

/** Renders the open editor for a page whose store holds `draft` (as after a reload). */
function renderEditor(draft: ReturnType<ReturnType<typeof createAppStore>["getState"]>["draft"]): string {
  // On the server React reads the store's initial state, so the page is made with it.
  installAppStore(createAppStore({ engine: idle }, { editorOpen: true, draft }));
  return renderToString(<EditorDrawer />);
}

describe("importing a file into the editor", () => {
  it("never throws, never shows what it cannot render, and never loses the draft, in this tab or after a reload", async () => {
    await fc.assert(
      fc.asyncProperty(importedText, async (text) => {
        const storage = memoryStorage();
        const store = createAppStore({ engine: idle, loadSchemas: loadStoreSchemas });
        const persistence = startPersistence(store, guardStorage(() => storage), env, storeSchemas);
        store.getState().editDraft(["title"], "My work so far");
        const mine = store.getState().draft.present;

        const opened = await store.getState().importDraft(text, "file.json");
        const after = store.getState();
        if (opened.ok) {
          expect(after.draft.past.at(-1)).toBe(mine);
        } else {
          expect(after.draft.present).toBe(mine);
          expect(after.recovered[0]).toMatchObject({ from: "import", raw: text });
        }
        expect(() => renderEditor(after.draft)).not.toThrow();

        persistence.flush();
        persistence.stop();
        const reloaded = createAppStore({ engine: idle, loadSchemas: loadStoreSchemas });
        startPersistence(reloaded, guardStorage(() => storage), env, storeSchemas).stop();
        const kept: Scenario[] = [reloaded.getState().draft.present, ...reloaded.getState().draft.past];
        expect(kept).toContainEqual(mine);
        expect(reloaded.getState().recovered).toEqual(after.recovered);
        expect(() => renderEditor(reloaded.getState().draft)).not.toThrow();
      }),
      { numRuns: 60 },
    );
    // Each case renders the whole editor twice and reloads a store; a busy machine needs the time.
  }, 120_000);

  it("refuses the shapes that used to blank the page, with the place named", async () => {
    const crashSet = [
      { userTurns: ["hi"], agents: [{ name: "w", script: "oops" }] },
      { userTurns: ["hi"], agents: [{ name: "w", script: [null] }] },
      { userTurns: ["hi"], agents: [{ name: "w", script: [{ toolCalls: "x" }] }] },
      { userTurns: ["hi"], agents: [{ name: "w", script: [{ toolCalls: [null] }] }] },
      { userTurns: ["hi"], agents: [{ name: "w" }], routerScripts: { supervisor: 5 } },
      { userTurns: ["hi"], agents: [{ name: 5 }] },
    ];
    for (const file of crashSet) {
      const store = createAppStore({ engine: idle, loadSchemas: loadStoreSchemas });
      const before = store.getState().draft;
      const opened = await store.getState().importDraft(JSON.stringify(file), "bad.json");
      expect(opened.ok).toBe(false);
      expect(!opened.ok && opened.issues[0].path).toMatch(/^(agents\[0\]|routerScripts)/);
      expect(store.getState().draft).toBe(before);
      expect(store.getState().recovered).toMatchObject([{ from: "import", name: "bad.json", raw: JSON.stringify(file) }]);
    }
  });
});
