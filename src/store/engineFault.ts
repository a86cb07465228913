/**
 * Why an engine worker gave no answer, as data the UI words. `load`: its script did not load (the
 * file, the HTTP status and content type when the page could find them out); `hung`: it stopped
 * answering the heartbeat; `malformed`: it sent a message outside the protocol; `crashed`: it threw
 * after loading.
 */
export type EngineFault =
  | { kind: "load"; file: string; status?: number; contentType?: string; detail?: string }
  | { kind: "hung"; silentMs: number }
  | { kind: "malformed"; problem: string }
  | { kind: "crashed"; message: string };

/** The run's engine has been silent (no progress, no answer) longer than it is allowed: how long so far. */
export interface EngineStall {
  silentMs: number;
}

/** A run or sweep the engine could not answer, carrying its {@link EngineFault}. */
export class EngineFaultError extends Error {
  constructor(readonly fault: EngineFault) {
    super(`engine ${fault.kind}`);
    this.name = "EngineFaultError";
  }
}

/** The fault behind a rejected run or sweep: the engine's own, or whatever else was thrown, as a crash. */
export function faultOf(error: unknown): EngineFault {
  if (error instanceof EngineFaultError) return error.fault;
  return { kind: "crashed", message: error instanceof Error ? error.message : String(error) }
}
