import { expect, test } from "./fixtures";

for (const [width, height] of [
  [390, 844],
  [1024, 768],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test("never scrolls sideways, in either language, with every panel open", async ({ share, layout }) => {
      for (const lang of ["en", "zh"]) {
        await share.openFresh(`v=1&s=research-code&step=9&panels=knobs,history,chart,narrative,modelInput,dropped&lang=${lang}`);
        expect(await layout.horizontalOverflow(), lang).toBe(0);
      }
    });
  });
}
