import { lazy, type ComponentType } from 'react';

/** Every on-demand part declared, so that a test can load them all before rendering. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A part of the app fetched on first use (`React.lazy`), wrapped by a `Suspense` showing `PageLoading`.
 * Once its file is loaded, it renders at once, without a loading state: React reads a settled
 * thenable synchronously.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    try {
      loaded ??= await load();
    } catch (error) {
      reloadOnceForNewRelease();
      throw error;
    }
    return loaded;
  };
  loaders.push(preload);
  const component = lazy(() => {
    if (loaded) return settled({ default: loaded });
    return preload().then((screen) => ({ default: screen }));
  });
  /** Starts fetching it now, e.g. when the address names it, alongside the configuration. */
  return Object.assign(component, { preload });
}

const RELOADED_AT = 'portal-reloaded-for-release';

/**
 * A file of the page's release that the server no longer has (a new release came out while the
 * page was open): the page loads again to get the new release's files; not offline, and not twice
 * within a minute (a file missing for another reason would reload it forever).
 */
function reloadOnceForNewRelease() {
  if (!navigator.onLine || Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

function settled<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/** Loads every on-demand part declared so far (component tests render synchronously after it). */
export async function preloadLazyScreens() {
  await Promise.all(loaders.map((load) => load()));
}
