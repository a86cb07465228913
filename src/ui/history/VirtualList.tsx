import { useRef, type ReactNode, type Ref } from "react";
import { deferred } from "../deferred";
import { LIST_CLASS, useListFocus, type ListFocus } from "./scrollingList";

export type { ListFocus } from "./scrollingList";

/** Lists up to this long render whole (cheaper than measuring, and the browser's find sees every row). */
export const RENDER_WHOLE_UP_TO = 60;

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  count: number;
  rowKey: (index: number) => string;
  /** Renders row `index`; the row's root element takes `ref` and `data-index={index}` (a long list measures it). */
  renderRow: (index: number, ref: Ref<HTMLLIElement>) => ReactNode;
  focus?: ListFocus;
  ariaLabel: string;
  /** Test hook: how many rows the list holds, whatever it renders. */
  testId?: string;
}

/** The virtualized list, for lists over {@link RENDER_WHOLE_UP_TO} rows. */
const LongList = deferred(() => import("./LongList").then((module) => module.LongList));

/** A list rendered whole: every row in the DOM, found for a focus by its `data-index`. */
function WholeList({ count, renderRow, focus, ariaLabel, testId }: VirtualListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const row = (index: number) => listRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`);
  useListFocus(listRef, focus, count, {
    // The list is the rows' offset parent (it is positioned).
    span: (index) => {
      const element = row(index);
      return element ? { start: element.offsetTop, end: element.offsetTop + element.offsetHeight } : undefined;
    },
    scrollTo: (index, align) => {
      const list = listRef.current;
      const span = row(index);
      if (!list || !span) return;
      list.scrollTop = align === "end" ? span.offsetTop + span.offsetHeight - list.clientHeight : span.offsetTop;
    },
  });
  return (
    <ol ref={listRef} tabIndex={0} aria-label={ariaLabel} data-testid={testId} data-rows={count} className={LIST_CLASS}>
      {Array.from({ length: count }, (_, index) => renderRow(index, null))}
    </ol>
  );
}

/**
 * A scrolling `<ol>` of messages: rendered whole while short, virtualized once long (see `LongList`),
 * so a run of thousands of messages costs what a screenful does. On each new focus it shows the focused
 * rows (see `useListFocus`).
 */
export function VirtualList(props: VirtualListProps) {
  return props.count > RENDER_WHOLE_UP_TO ? <LongList {...props} /> : <WholeList {...props} />;
}
