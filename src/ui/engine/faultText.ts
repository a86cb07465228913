import type { EngineFault } from "../../store/engineFault";
import type { TextKey, TextParams } from "../i18n/catalog";

/** The catalog key and parameters that word an engine fault. */
export function faultText(fault: EngineFault): { key: TextKey; params: TextParams } {
  switch (fault.kind) {
    case "load":
      if (fault.status !== undefined && (fault.status < 200 || fault.status >= 300)) return { key: "engine.loadStatus", params: { file: fault.file, status: fault.status } };
      if (fault.contentType && !/javascript|ecmascript/i.test(fault.contentType)) return { key: "engine.loadNotScript", params: { file: fault.file, contentType: fault.contentType } };
      if (fault.status === undefined) return { key: "engine.loadNetwork", params: { file: fault.file, detail: fault.detail ?? "" } };
      return { key: "engine.loadEval", params: { file: fault.file, detail: fault.detail ?? "" } };
    case "hung":
      return { key: "engine.hung", params: { seconds: (fault.silentMs / 1000).toFixed(1) } };
    case "malformed":
      return { key: "engine.malformed", params: { problem: fault.problem } };
    case "crashed":
      return { key: "engine.crashed", params: { message: fault.message } };
  }
}

/** Whether only a reload can help (the page's own files did not load). */
export function needsReload(fault: EngineFault): boolean {
  return fault.kind === "load";
}
