import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type ReactNode, type Ref } from "react";

/** Lists up to this long render whole (cheaper than measuring, and the browser's find sees every row). */
export const RENDER_WHOLE_UP_TO = 60;
/** Rows rendered beyond each edge of the view of a long list. */
const OVERSCAN = 6;
/** Pixels between rows (the list's `gap-1`), which the virtualizer adds between measured rows. */
const GAP = 4;
/** Height of a row before it is measured: a one-line message with its header. */
const ESTIMATED_ROW = 64;

/** Rows a list brings into view whenever `key` changes: from `first` to `last`, inclusive. */
export interface ListFocus {
  first: number;
  last: number;
  /** What the focus belongs to (the step, the call): a new key scrolls again. */
  key: string;
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  count: number;
  rowKey: (index: number) => string;
  /** Renders row `index`; the row's root element takes `ref` and `index` so it can be measured. */
  renderRow: (index: number, ref: Ref<HTMLLIElement>) => ReactNode;
  focus?: ListFocus;
  ariaLabel: string;
  /** Test hook: how many rows the list holds, whatever it renders. */
  testId?: string;
}

/**
 * A scrolling `<ol>` that renders only the rows in view once it is long (@tanstack/react-virtual,
 * rows measured as they render), so a run of thousands of messages costs what a screenful does. On
 * each new focus it shows the focused rows: the last at the bottom, so the context before them stays
 * in view, unless that would push the first off the top; then the first at the top.
 */
export function VirtualList({ count, rowKey, renderRow, focus, ariaLabel, testId }: VirtualListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // The virtualizer re-renders the list itself as it scrolls; the compiler leaving this component alone is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLOListElement, HTMLLIElement>({
    count,
    getScrollElement: () => listRef.current,
    estimateSize: () => ESTIMATED_ROW,
    getItemKey: rowKey,
    overscan: count <= RENDER_WHOLE_UP_TO ? count : OVERSCAN,
    gap: GAP,
    // A list rendered whole shows the same rows at any scroll position: its re-render after a scroll
    // need not run inside the scroll event, ahead of the frame (a toggle's new run scrolls the history).
    useFlushSync: count > RENDER_WHOLE_UP_TO,
  });

  // A new focus waits here until the list is laid out (a list without height cannot scroll yet).
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
    const first = virtualizer.measurementsCache[want.first];
    const last = virtualizer.measurementsCache[want.last];
    if (!first || !last) return;
    const top = list.scrollTop;
    const height = list.clientHeight;
    if (first.start >= top && last.end <= top + height) return;
    if (last.end - first.start <= height) virtualizer.scrollToIndex(want.last, { align: "end" });
    else virtualizer.scrollToIndex(want.first, { align: "start" });
  });

  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  // Spacers stand for the rows not rendered (padding would not do: a box is never shorter than its
  // padding, so the list would grow instead of scrolling). The list's gap already adds one GAP each.
  const before = items.length ? items[0].start - GAP : 0;
  const after = items.length ? total - items[items.length - 1].end - GAP : 0;
  return (
    <ol
      ref={listRef}
      tabIndex={0}
      aria-label={ariaLabel}
      data-testid={testId}
      data-rows={count}
      className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-2 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500"
    >
      {before > 0 && <li aria-hidden="true" className="shrink-0" style={{ height: before }} />}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {after > 0 && <li aria-hidden="true" className="shrink-0" style={{ height: after }} />}
    </ol>
  );
}
