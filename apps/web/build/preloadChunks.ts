import type { Plugin } from 'vite';
import { builtFrom, type BundleFiles } from './firstLoad.ts';

/**
 * Adds to index.html a `<link rel="modulepreload">` for each file built from `sources` (modules
 * loaded on demand that the first render waits for, paths from the app's root): the browser fetches
 * them with the entry script instead of once the entry has run. The build fails if one is missing.
 */
export function preloadChunks(sources: string[]): Plugin {
  let base = '/';
  return {
    name: 'portal-preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return sources.map((source) => {
          const chunk = Object.values(bundle).find((file) => builtFrom(file as BundleFiles[string], source));
          if (chunk?.type !== 'chunk') throw new Error(`preloadChunks: no file built from ${source}`);
          return {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
