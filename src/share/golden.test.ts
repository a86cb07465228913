import { describe, expect, it } from "vitest";
import v1 from "./golden/v1.json";
import { decodeLink } from "./linkCodec";
import type { LinkState } from "./linkState";
import * as linkSchemas from "./linkSchemas";

const GOLDEN: { version: number; links: { name: string; link: string; state: unknown }[] }[] = [{ version: 1, links: v1 }];

describe("golden links", () => {
  for (const { version, links } of GOLDEN) {
    it.each(links.map((g) => [g.name, g] as const))(`v${version}: "%s" still decodes to the same state`, (_name, golden) => {
      expect(decodeLink(golden.link, linkSchemas)).toEqual({ ok: true, state: golden.state as LinkState, warnings: [] });
    });
  }

  it("keeps a built-in link with a few knobs under 200 characters, fit for a chat message", () => {
    const builtIns = v1.filter((g) => g.link.includes("&s="));
    expect(builtIns.length).toBeGreaterThan(2);
    for (const golden of builtIns) expect(golden.link.length).toBeLessThan(200);
  });
});
