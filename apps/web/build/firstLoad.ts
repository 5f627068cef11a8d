import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a build's output holds, as far as the first load is concerned (Rollup's bundle, simplified). */
export type BundleFiles = Record<
  string,
  | {
      type: 'chunk';
      isEntry: boolean;
      imports: string[];
      code: string;
      facadeModuleId?: string | null;
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; source: string | Uint8Array }
>;

export interface FirstLoadSize {
  files: string[];
  /** JavaScript of the entry and its static imports, compressed as the portal serves them. */
  jsBrotli: number;
  jsGzip: number;
  /** Their style sheets, brotli. */
  cssBrotli: number;
}

/** Whether a chunk is the one built from `source` (a path from the app's root). */
export const builtFrom = (file: BundleFiles[string], source: string) =>
  file.type === 'chunk' && (file.facadeModuleId?.endsWith(`/${source}`) ?? false);

/**
 * The entry chunk, the chunks index.html preloads (built from `preloaded`, see `preloadChunks`) and
 * every chunk they import statically: what the browser fetches before the first paint.
 */
export function firstLoadSize(bundle: BundleFiles, preloaded: string[] = []): FirstLoadSize {
  const entries = Object.entries(bundle).filter(
    ([, file]) => (file.type === 'chunk' && file.isEntry) || preloaded.some((source) => builtFrom(file, source)),
  );
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (files.has(name) || file?.type !== 'chunk') return;
    files.add(name);
    file.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet));
    file.imports.forEach(visit);
  };
  entries.forEach(([name]) => visit(name));
  const content = (name: string) => {
    const file = bundle[name];
    if (!file) return Buffer.alloc(0);
    return Buffer.from(file.type === 'chunk' ? file.code : file.source);
  };
  const brotliBytes = (name: string) =>
    brotliCompressSync(content(name), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const sum = (names: Iterable<string>, size: (name: string) => number) =>
    [...names].reduce((total, name) => total + size(name), 0);
  return {
    files: [...files],
    jsBrotli: sum(files, brotliBytes),
    jsGzip: sum(files, (name) => gzipSync(content(name), { level: 9 }).length),
    cssBrotli: sum(css, brotliBytes),
  };
}

/**
 * Fails the build when the portal home's first load (entry chunk, the chunks index.html preloads, and
 * their static imports, brotli, as served) grows past `budgetBytes`: a screen or library imported statically by mistake shows here.
 */
export function firstLoadBudget(budgetBytes: number, preloaded: string[] = []): Plugin {
  return {
    name: 'portal-first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size = firstLoadSize(bundle as unknown as BundleFiles, preloaded);
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      this.info(
        `first load: ${size.files.length} JavaScript files, ${kB(size.jsBrotli)} brotli (${kB(size.jsGzip)} gzip), ` +
          `CSS ${kB(size.cssBrotli)}; budget ${kB(budgetBytes)}`,
      );
      if (size.jsBrotli > budgetBytes) {
        this.error(
          `The first load's JavaScript is ${kB(size.jsBrotli)} brotli, over its budget of ${kB(budgetBytes)}: ` +
            `load the screen or library that grew it on demand (lazyScreen, import()). Files: ${size.files.join(', ')}`,
        );
      }
    },
  };
}
