import { findScenario } from "../src/engine/scenarios";
import { TOPOLOGY_IDS } from "../src/engine/knobs";
import { expect, test } from "./fixtures";
import { uiTexts } from "./pages/LanguagePage";

/**
 * Words Chinese UI text keeps in Latin letters: library and product names, the libraries' role names
 * the seed articles (written in Chinese) also keep in English, message types, knob values, key names.
 */
const TERMS = new Set(
  (
    "LangGraph js JS Python TypeScript JavaScript Rust OpenAI Anthropic React Flow Worker Supervisor Swarm " +
    "supervisor worker swarm router critic handoff transfer Command Send StateGraph ends agent tools " +
    "human ai tool system user inline strict lenient follow on off unsure next h sys N x y Tab Home End Space checkpointer checkpoint goto update hop token tokens"
  ).split(" "),
);

/** A token is code when it carries an identifier's marks: `_`, digits, punctuation, camelCase, ALLCAPS. */
function looksLikeCode(token: string): boolean {
  return /[_\d./:<>@{}"'=()[\]-]/.test(token) || /[a-z][A-Z]/.test(token) || /^[A-Z]{2,}$/.test(token);
}

function namesIn(id: string): Set<string> {
  const s = findScenario(id)!;
  const names = [s.router.name, ...s.agents.map((a) => a.name), ...s.tools.map((t) => t.name), ...(s.teams ?? []).flatMap((t) => [t.name, t.lead.name])];
  return new Set([...names.flatMap((n) => n.split(/\s+/)), ...TOPOLOGY_IDS]);
}

/** Latin-letter words in Chinese UI text that are neither code, a library term, nor a name from the scenario. */
function englishWords(texts: string[], names: Set<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const raw of text.split(/[\s\u3000-\u303f\uff00-\uffef\u4e00-\u9fff，。：；（）、“”‘’·…→‖|×✓⚠▶]+/)) {
      const token = raw.replace(/^[^A-Za-z_]+|[^A-Za-z0-9_]+$/g, "");
      if (!/[A-Za-z]/.test(token) || looksLikeCode(raw) || TERMS.has(token) || names.has(token)) continue;
      found.add(`${token}  ← "${text.slice(0, 80)}"`);
    }
  }
  return [...found];
}

const VIEWS = ["research-code", "json-dispatch", "router", "hierarchical", "parallel-handoffs", "error-tool-name-case", "error-command-without-ends"];
/** Every panel open: narrative, what the model saw, the ghost rows, the sweep. */
const ALL_PANELS = "panels=knobs,history,chart,narrative,modelInput,dropped,sweep";

test.describe("no text of the other language", () => {
  test.describe.configure({ timeout: 180_000 });

  test("lang=zh shows no English UI text outside code terms and the run's own data", async ({ share, sweep, page }) => {
    for (const id of VIEWS) {
      await share.openFresh(`v=1&s=${id}&step=6&${ALL_PANELS}&lang=zh`);
      await sweep.waitForRows();
      expect(englishWords(await uiTexts(page), namesIn(id)), id).toEqual([]);
    }
  });

  test("lang=en shows no Chinese outside the scenario's data", async ({ share, sweep, page }) => {
    for (const id of VIEWS) {
      await share.openFresh(`v=1&s=${id}&step=6&${ALL_PANELS}&lang=en`);
      await sweep.waitForRows();
      expect((await uiTexts(page)).filter((text) => /[\u4e00-\u9fff]/.test(text)), id).toEqual([]);
    }
  });
});

test("a link's warnings and errors are worded in the link's language", async ({ share, page }) => {
  await share.openFresh("v=1&s=research-code&outputMode=every_thing&step=x&lang=zh");
  await expect(share.banner()).toContainText("旋钮");
  expect(englishWords(await uiTexts(page), namesIn("research-code"))).toEqual([]);

  await share.openFresh("v=1&s=no-such-scenario&lang=zh");
  await expect(share.banner()).toContainText("没有这个名字的内置场景");
});
