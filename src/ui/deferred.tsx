import { lazy, Suspense, type ComponentType } from "react";

/** Every deferred component's loader, so the page can fetch them all once the first diagram is up. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A component that is not on screen when the page opens (a drawer, a dialog, a menu's items), in a
 * chunk of its own: the first diagram does not wait for its code. {@link preloadDeferred} fetches it
 * right after the first paint, so by the time someone opens it the code is there and it shows at once;
 * until then it renders nothing.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  loaders.add(load);
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Fetches every deferred component's chunk (called once the first diagram is painted). */
export function preloadDeferred(): void {
  // A failed fetch is retried by `lazy` when the component is first shown, and reported there.
  for (const load of loaders) load().catch(() => undefined);
}
