// Vitest's setup file: every test sees the whole catalogue of built-in scenarios, as Node programs
// and the engine worker do (the page alone starts with the opening scenario: see `builtIns.ts`).
import "../scenarios";
