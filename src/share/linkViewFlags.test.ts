import { describe, expect, it } from "vitest";
import { decodeLink, encodeLink } from "./linkCodec";
import type { LinkState } from "./linkState";
import * as linkSchemas from "./linkSchemas";

const state = (view: LinkState["view"]): LinkState => ({ v: 1, scenario: { id: "research-code" }, knobs: {}, step: 3, view });

describe("the presenter and embed switches in a link", () => {
  it("writes present=1 and embed=1 only when they are on, and reads them back", () => {
    const on = encodeLink(state({ present: true, embed: true }));
    expect(on.ok && on.link).toBe("v=1&s=research-code&step=3&present=1&embed=1");
    expect(decodeLink("v=1&s=research-code&step=3&present=1&embed=1", linkSchemas)).toEqual({ ok: true, state: state({ present: true, embed: true }), warnings: [] });
    const off = encodeLink(state({ present: false }));
    expect(off.ok && off.link).toBe("v=1&s=research-code&step=3");
  });

  it("reads 0 as off, and drops any other value with a warning that names it", () => {
    expect(decodeLink("v=1&s=research-code&step=3&present=0", linkSchemas)).toEqual({ ok: true, state: state({ present: false }), warnings: [] });
    const decoded = decodeLink("v=1&s=research-code&step=3&embed=yes", linkSchemas);
    expect(decoded.ok && decoded.state.view.embed).toBeUndefined();
    expect(decoded.ok && decoded.warnings).toEqual([{ code: "link.badViewSwitch", params: { param: "embed", raw: "yes" } }]);
  });
});
