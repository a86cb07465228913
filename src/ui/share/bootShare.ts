import type { StoreApi } from "zustand/vanilla";
import type { AppState } from "../../store/types";
import { startAutosave } from "../editor/autosave";
import { openFromAddressBar, startUrlSync } from "./urlSync";

/**
 * Page start-up for links and the editor: restore the saved draft, open the address bar's link (or
 * run the default), then keep the address bar in step with the app.
 */
export function bootShare(store: StoreApi<AppState>): void {
  startAutosave(store);
  openFromAddressBar(store);
  startUrlSync(store);
}
