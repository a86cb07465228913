import { createContext, useContext } from "react";

/** Folds or unfolds one group of the diagram the node is drawn in (provided by the diagram). */
export const FoldContext = createContext<(group: string) => void>(() => {});

/** The diagram's fold toggle, for a group node. */
export function useFoldToggle(): (group: string) => void {
  return useContext(FoldContext);
}
