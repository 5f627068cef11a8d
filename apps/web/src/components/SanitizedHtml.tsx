import { lazyScreen } from '../app/lazyScreen.ts';
import type { PurifiedHtmlProps } from './PurifiedHtml.tsx';

/**
 * DOMPurify in a file of its own: building its allow-lists as its module loads took about 20 ms of
 * the first load's longest task on a phone. index.html preloads the file (vite.config.ts, PRELOADED).
 */
const PurifiedHtml = lazyScreen(() => import('./PurifiedHtml.tsx').then((module) => module.PurifiedHtml));

/** Runs the sanitizer's module as soon as the entry has run, in a task of its own, before the first render. */
export function preloadSanitizer() {
  void PurifiedHtml.preload().catch(() => undefined);
}

/**
 * Shows an HTML string from the server or the configuration, cleaned by DOMPurify first. Until the
 * sanitizer has loaded (at start, fetched with the entry script), it suspends like a screen loading.
 */
export function SanitizedHtml(props: PurifiedHtmlProps) {
  return <PurifiedHtml {...props} />;
}
