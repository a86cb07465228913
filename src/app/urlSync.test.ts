import LZString from "lz-string";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCENARIOS } from "../engine/scenarios";
import { createAppStore } from "../store/createAppStore";
import { guardStorage, memoryStorage } from "../store/persistence/storageArea";
import type { EngineClient } from "../store/types";
import type { Schemas } from "./loadSchemas";
import { startUrlSync } from "./urlSync";

/** The schemas' chunk, held back until the test lets it arrive. */
const chunk = vi.hoisted(() => ({ arrive: (): void => undefined }));
vi.mock("./loadSchemas", () => ({
  loadSchemas: vi.fn(
    () =>
      new Promise<Schemas>((resolve) => {
        chunk.arrive = () => void import("./schemas").then(resolve);
      }),
  ),
}));
const { loadSchemas } = await import("./loadSchemas");

const idle: EngineClient = { run: () => new Promise(() => {}), sweep: () => new Promise(() => {}) };

/** A page whose address bar holds `hash`, opened by the address-bar sync; `opened` resolves once the link is applied. */
function open(hash: string) {
  vi.stubGlobal("location", { hash, search: "", pathname: "/" });
  vi.stubGlobal("history", { state: null, replaceState: vi.fn() });
  vi.stubGlobal("window", { addEventListener: vi.fn() });
  const store = createAppStore({ engine: idle });
  let applied = false;
  const opened = startUrlSync(store, guardStorage(() => memoryStorage())).then(() => (applied = true));
  return { store, opened, applied: () => applied };
}

describe("opening the address bar's link", () => {
  beforeEach(() => void vi.mocked(loadSchemas).mockClear());
  afterEach(() => void vi.unstubAllGlobals());

  it("reads a link to a built-in scenario and its knobs without loading the schemas", async () => {
    const page = open("#v=1&s=research-code&outputMode=last_message");
    await page.opened;
    expect(loadSchemas).not.toHaveBeenCalled();
    expect(page.store.getState().knobs.outputMode).toBe("last_message");
  });

  it("holds a link that carries a scenario of its own until the schemas are in, then opens it", async () => {
    const custom = { ...SCENARIOS[0], id: "my-own" };
    const page = open(`#v=1&c=${LZString.compressToEncodedURIComponent(JSON.stringify(custom))}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadSchemas).toHaveBeenCalledTimes(1);
    expect(page.applied()).toBe(false);
    expect(page.store.getState().scenario.id).not.toBe("my-own");
    chunk.arrive();
    await page.opened;
    expect(page.store.getState().scenario.id).toBe("my-own");
  });
});
