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
    loaded ??= await load();
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

function settled<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/** Loads every on-demand part declared so far (component tests render synchronously after it). */
export async function preloadLazyScreens() {
  await Promise.all(loaders.map((load) => load()));
}
