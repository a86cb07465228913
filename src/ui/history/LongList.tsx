import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { LIST_CLASS, useListFocus } from "./scrollingList";
import type { VirtualListProps } from "./VirtualList";

/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 6;
/** Pixels between rows (the list's `gap-1`), which the virtualizer adds between measured rows. */
const GAP = 4;
/** Height of a row before it is measured: a one-line message with its header. */
const ESTIMATED_ROW = 64;

/**
 * A long list that renders only the rows in view (@tanstack/react-virtual, rows measured as they
 * render), so a run of thousands of messages costs what a screenful does. A chunk of its own: the
 * first paint's lists are short.
 */
export function LongList({ count, rowKey, renderRow, focus, ariaLabel, testId }: VirtualListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // The virtualizer re-renders the list itself as it scrolls; the compiler leaving this component alone is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLOListElement, HTMLLIElement>({
    count,
    getScrollElement: () => listRef.current,
    estimateSize: () => ESTIMATED_ROW,
    getItemKey: rowKey,
    overscan: OVERSCAN,
    gap: GAP,
    useFlushSync: true,
  });
  useListFocus(listRef, focus, count, {
    span: (index) => virtualizer.measurementsCache[index],
    scrollTo: (index, align) => virtualizer.scrollToIndex(index, { align }),
  });

  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  // Spacers stand for the rows not rendered (padding would not do: a box is never shorter than its
  // padding, so the list would grow instead of scrolling). The list's gap already adds one GAP each.
  const before = items.length ? items[0].start - GAP : 0;
  const after = items.length ? total - items[items.length - 1].end - GAP : 0;
  return (
    <ol ref={listRef} tabIndex={0} aria-label={ariaLabel} data-testid={testId} data-rows={count} className={LIST_CLASS}>
      {before > 0 && <li aria-hidden="true" className="shrink-0" style={{ height: before }} />}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {after > 0 && <li aria-hidden="true" className="shrink-0" style={{ height: after }} />}
    </ol>
  );
}
