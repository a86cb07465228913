/** A path into a draft: object keys and array indexes, as in `["agents", 1, "script", 0, "content"]`. */
export type DraftPath = readonly (string | number)[];

type Container = Record<string, unknown> | unknown[];

function copyOf(node: unknown, nextKey: string | number): Container {
  if (Array.isArray(node)) return [...node];
  if (node !== null && typeof node === "object") return { ...(node as Record<string, unknown>) };
  // Missing containers are created, shaped by the key that goes into them.
  return typeof nextKey === "number" ? [] : {};
}

/** The value at `path`, or `undefined`. */
export function getIn(root: unknown, path: DraftPath): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** A copy of `root` with `value` at `path`; only the containers along the path are copied. */
export function setIn<T>(root: T, path: DraftPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const copy = copyOf(root, key) as Record<string | number, unknown>;
  copy[key] = setIn(copy[key], rest, value);
  return copy as T;
}

/** A copy of `root` where the list at `path` has `value` inserted at `index` (appended when omitted). */
export function insertAt<T>(root: T, path: DraftPath, value: unknown, index?: number): T {
  const list = getIn(root, path);
  const items = Array.isArray(list) ? [...list] : [];
  items.splice(index ?? items.length, 0, value);
  return setIn(root, path, items);
}

/** A copy of `root` where the list at `path` lost its item at `index`. */
export function removeAt<T>(root: T, path: DraftPath, index: number): T {
  const list = getIn(root, path);
  if (!Array.isArray(list)) return root;
  return setIn(root, path, list.filter((_, i) => i !== index));
}

/** A copy of `root` where the list at `path` has its item at `from` moved to `to`. */
export function moveItem<T>(root: T, path: DraftPath, from: number, to: number): T {
  const list = getIn(root, path);
  if (!Array.isArray(list) || to < 0 || to >= list.length) return root;
  const items = [...list];
  const [item] = items.splice(from, 1);
  items.splice(to, 0, item);
  return setIn(root, path, items);
}
