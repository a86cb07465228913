import { config } from "zod/mini";
import { en } from "zod/locales";

// The page's zod checks, in one chunk that the first paint does without (`./loadSchemas.ts` loads it).

// zod/mini has no words for its errors until given some: English, as the classic API that Node and the
// engine worker load has. Set here, before anything the page parses.
config(en());

export { checkDraft } from "../share/draftShape";
export { readDecisionsParam, readForkParam, validateScenario } from "../share/linkSchemas";
export { draftInRecovered, parsePersisted } from "../store/persistence/persistedSchemas";
export { parseEngineResponse } from "../worker/responseSchema";
