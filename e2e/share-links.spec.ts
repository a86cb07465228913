import LZString from "lz-string";
import { expect, test } from "./fixtures";
import { KnobsPage } from "./pages/KnobsPage";
import { PlayerPage } from "./pages/PlayerPage";
import { SharePage } from "./pages/SharePage";

const compressed = (json: string) => LZString.compressToEncodedURIComponent(json);

test.describe("share links", () => {
  // Every test runs the real engine in a worker, some several times; shared CI machines are slow.
  test.beforeEach(() => test.slow());
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a copied link reopens the same knobs, step, metrics and highlighted node in a fresh browser", async ({ app, knobs, run, player, share, browser, baseURL }) => {
    await app.goto();
    await run.waitForTrace();
    await knobs.set("outputMode", "full_history");
    await run.waitForTrace();
    await player.scrubTo(6);
    // Copied at once: the address bar writes the link only once the page is idle, the copy must not wait for it.
    const copied = await share.copyLink();
    await player.expectStep(6);
    const before = await share.snapshot();
    expect(new URL(copied).hash).toBe("#v=1&s=research-code&outputMode=full_history&step=6&lang=en");
    expect(copied.length).toBeLessThan(200);
    await expect.poll(() => share.addressBarUrl()).toBe(copied);

    const fresh = await browser.newContext({ baseURL });
    const page = await fresh.newPage();
    const other = new SharePage(page);
    expect(new URL(copied).pathname).toBe("/");
    await other.open(new URL(copied).hash);
    await new PlayerPage(page).expectStep(6);
    expect(await other.snapshot()).toEqual(before);
    await expect(new KnobsPage(page).knob("outputMode")).toHaveValue("full_history");
    await expect(other.banner()).toHaveCount(0);
    await fresh.close();
  });

  test("the address bar follows every change without adding history entries", async ({ app, knobs, run, player, share }) => {
    await app.goto();
    await run.waitForTrace();
    const entries = await app.historyLength();
    await knobs.set("addHandoffMessages", false);
    await run.waitForTrace();
    await player.scrubTo(2);
    await expect.poll(() => share.addressBarLink()).toBe("v=1&s=research-code&addHandoffMessages=false&step=2&lang=en");
    expect(await app.historyLength()).toBe(entries);
  });

  const corrupt: { name: string; link: string; says: RegExp }[] = [
    { name: "a newer version", link: "v=7&s=research-code", says: /newer version of the playground \(link version 7\)/ },
    { name: "damaged compression", link: `v=1&c=${compressed(JSON.stringify({ userTurns: ["hi"] })).slice(0, -4)}`, says: /compressed scenario in the link is damaged/ },
    { name: "invalid JSON", link: `v=1&c=${compressed("{ agents: [ }")}`, says: /not valid JSON/ },
    { name: "a __proto__ key", link: `v=1&c=${compressed('{"__proto__":{"polluted":true},"userTurns":["x"],"agents":[{"name":"a"}]}')}`, says: /contains the key "__proto__"/ },
    { name: "an unknown scenario", link: "v=1&s=no-such-thing", says: /no built-in scenario by that name/ },
  ];

  for (const { name, link, says } of corrupt) {
    test(`a link with ${name} is explained in the banner and the app still works`, async ({ app, share, player, metrics }) => {
      const dialogs = app.recordDialogs();
      await share.open(link);
      await expect(share.banner()).toBeVisible();
      await expect(share.banner()).toHaveAttribute("data-kind", "error");
      await expect(share.banner()).toContainText(says);
      await expect(share.banner()).toContainText(/opened (the default scenario|the last state that worked) instead/);
      // The app works: a run is on screen and the player moves.
      await expect(metrics.metric("messages")).toHaveText(/^\d+$/);
      await player.jumpToStart();
      await player.expectStep(0);
      await player.stepForward();
      await player.expectStep(1);
      expect(await share.addressBarLink()).toMatch(/^v=1&/);
      expect(await app.pollutedKey()).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  }

  test("a link that cannot open is explained in the language it asks for, and the page opens in it", async ({ share, language }) => {
    await share.open("v=1&s=no-such-thing&lang=zh");
    await expect(share.banner()).toHaveAttribute("data-kind", "error");
    await expect(share.banner()).toContainText("链接要求名为“no-such-thing”的场景");
    await expect.poll(() => language.current()).toBe("zh");
    await expect.poll(() => share.addressBarLink()).toMatch(/(^|&)lang=zh(&|$)/);
  });

  test("a bad knob value is dropped with a warning and the rest of the link applies", async ({ share, knobs, player }) => {
    await share.open("v=1&s=research-code&outputMode=everything&addHandoffMessages=false&step=2");
    await expect(share.banner()).toHaveAttribute("data-kind", "warning");
    await expect(share.banner()).toContainText('The knob "outputMode" cannot be "everything"');
    await expect(knobs.knob("addHandoffMessages")).not.toBeChecked();
    await player.expectStep(2);
  });

  test("a supervisor that hands off forever stops at the recursion limit and the page stays responsive", async ({ share, player, knobs, scenario: panel }) => {
    const runaway = {
      id: "runaway",
      title: "Hands off forever",
      summary: "The router never stops handing off.",
      userTurns: ["go"],
      router: { name: "supervisor" },
      agents: [{ name: "worker", description: "", tools: [], script: Array.from({ length: 60 }, (_, i) => ({ content: `again ${i}` })) }],
      tools: [],
      routerScripts: { supervisor: Array.from({ length: 60 }, () => ({ toolCalls: [{ name: "transfer_to_worker" }] })) },
      topologies: ["supervisor"],
    };
    await share.open(`v=1&c=${compressed(JSON.stringify(runaway))}`);
    await expect(panel.runErrorMessage()).toContainText("Recursion limit of 25 reached");
    await expect(panel.runErrorExplanation()).toContainText("25 supersteps without reaching END (supervisor → worker → supervisor → worker → …");
    const last = (await player.stepCount()) - 1;
    await player.jumpToEnd();
    await player.expectStep(last);
    await player.stepBack();
    await player.expectStep(last - 1);
    // A lower limit stops it sooner: the knob is the limit.
    await knobs.set("recursionLimit", 10);
    await expect(panel.runErrorMessage()).toContainText("Recursion limit of 10 reached");
  });
});
