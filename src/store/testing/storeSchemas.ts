import { checkDraft } from "../../share/draftShape";
import { validateScenario } from "../../share/scenarioSchema";
import { draftInRecovered, parsePersisted } from "../persistence/persistedSchemas";
import type { StoreSchemas } from "../types";

/** The store's checks, at hand (the page loads them after its first paint, in `src/app/schemas.ts`). */
export const storeSchemas: StoreSchemas = { checkDraft, validateScenario, parsePersisted, draftInRecovered };

/** A loader of {@link storeSchemas}, as the page's store is given one. */
export const loadStoreSchemas = (): Promise<StoreSchemas> => Promise.resolve(storeSchemas);
