import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from "react";

/** Every deferred component's loader, so the page can fetch them all once the first diagram is up. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A component that is not on screen when the page opens (a drawer, a dialog, a menu's items), in a
 * chunk of its own: the first diagram does not wait for its code. {@link preloadDeferred} fetches it
 * right after the first paint, so by the time someone opens it the code is there and it shows in the
 * same frame as the click: a component whose code is in renders at once, never through `lazy`, which
 * would suspend for a tick and then wait for React's Suspense reveal throttle (about 300 ms). Only one
 * opened before its code arrived renders nothing until then. Each mounted instance keeps the way it
 * started, so the code arriving while it is open does not remount it.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((component) => (loaded = component));
  loaders.add(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  return function Deferred(props: P) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A component the page first draws as `Placeholder` (same props), fetched with the other deferred
 * chunks right after the first paint and swapped in the moment its code is in: the diagram's sketch,
 * then React Flow's diagram. Should the fetch fail, it tries again through `lazy` (showing the
 * placeholder meanwhile), which reports a second failure to the error boundary as any deferred part does.
 */
export function deferredBehind<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: ComponentType<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  const listeners = new Set<() => void>();
  const settle = () => listeners.forEach((listener) => listener());
  const loadOnce = () =>
    load().then(
      (component) => {
        loaded = component;
        settle();
        return component;
      },
      (error: unknown) => {
        failed = true;
        settle();
        throw error;
      },
    );
  loaders.add(loadOnce);
  const Lazy = lazy(async () => ({ default: await load() }));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return function Behind(props: P) {
    const Loaded = useSyncExternalStore(subscribe, () => loaded);
    const retry = useSyncExternalStore(subscribe, () => failed);
    if (Loaded) return <Loaded {...props} />;
    if (!retry) return <Placeholder {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The placeholder of a part that shows only when a run calls for it (a failing check, an error, a pause). */
export function Nothing(): null {
  return null;
}

/**
 * Fetches every deferred component's chunk (called once the first diagram is painted), then marks
 * the page `data-deferred="loaded"` on `<html>`: from then on every drawer, dialog and menu opens in
 * the frame of its click.
 */
export function preloadDeferred(): void {
  // A failed fetch is retried by `lazy` when the component is first shown, and reported there.
  void Promise.allSettled([...loaders].map((load) => load())).then(() => {
    document.documentElement.dataset.deferred = "loaded";
  });
}
