import { relative, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Hashed by the build: a new release gets new names, so a browser may keep these for a year. */
export const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** `index.html`: revalidated on every visit, so that a release is seen at once. */
export const ENTRY_PAGE = 'no-cache';
/** Logo, tiles, user guide: unhashed names, rarely changed. */
export const OTHER_PUBLIC_FILE = 'public, max-age=3600';

/**
 * How the built web app (`apps/web/dist`) is served: the brotli or gzip copy written at build time
 * when `Accept-Encoding` allows it (with `Vary: Accept-Encoding`), and caching by kind of file.
 */
export function webAppFiles(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', cacheControlFor(relative(root, path).split(sep).join('/')));
    },
  };
}

/** `path`: relative to the build's folder, possibly ending in `.br` or `.gz`. */
export function cacheControlFor(path: string): string {
  const file = path.replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return HASHED_ASSET;
  if (file === 'index.html') return ENTRY_PAGE;
  return OTHER_PUBLIC_FILE;
}
