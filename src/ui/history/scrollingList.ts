// What the history's lists share, rendered whole or virtualized: their look and how they show a focus.
import { useEffect, useRef, type RefObject } from "react";

/** The scrolling list's look (positioned: it is its rows' offset parent). */
export const LIST_CLASS =
  "relative flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-2 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500";

/** Rows a list brings into view whenever `key` changes: from `first` to `last`, inclusive. */
export interface ListFocus {
  first: number;
  last: number;
  /** What the focus belongs to (the step, the call): a new key scrolls again. */
  key: string;
}

/** Where a row sits in its list, in pixels from the top of the list's content. */
export interface RowSpan {
  start: number;
  end: number;
}

/** How a list finds its rows and scrolls to one. */
export interface ListScroller {
  span(index: number): RowSpan | undefined;
  scrollTo(index: number, align: "start" | "end"): void;
}

/**
 * Shows the focused rows on each new focus: the last at the bottom, so the context before them stays in
 * view, unless that would push the first off the top; then the first at the top. A new focus waits
 * until the list is laid out (a list without height cannot scroll yet).
 */
export function useListFocus(listRef: RefObject<HTMLOListElement | null>, focus: ListFocus | undefined, count: number, scroller: ListScroller): void {
  const pending = useRef<ListFocus | undefined>(undefined);
  useEffect(() => {
    pending.current = focus;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus?.key]);
  useEffect(() => {
    const list = listRef.current;
    const want = pending.current;
    if (!want || !list || list.clientHeight === 0 || want.first < 0 || want.last >= count) return;
    pending.current = undefined;
    const first = scroller.span(want.first);
    const last = scroller.span(want.last);
    if (!first || !last) return;
    const top = list.scrollTop;
    const height = list.clientHeight;
    if (first.start >= top && last.end <= top + height) return;
    if (last.end - first.start <= height) scroller.scrollTo(want.last, "end");
    else scroller.scrollTo(want.first, "start");
  });
}
