/**
 * The texts an operator edits in `content.dir`: the terms of use, the cookies policy and the legal
 * notice, each `<name>.md` or `<name>.html`, read and rendered once at start. A text missing, given
 * twice or with nothing readable stops the start with a message naming the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { labels } from '@portal/shared';
import { ConfigError } from '../config/load.ts';
import { hasText, renderContent, type ContentFormat, type RenderOptions } from './render.ts';

/** Each text: its file's name and where it is shown (under a page's h1, or a dialog's h2). */
export const CONTENT_PAGES = {
  cguContent: { name: 'cgu', title: labels.terms.title, sectionLevel: 3 },
  cookiesPolicyContent: { name: 'cookies-policy', title: labels.cookiesPolicy.title, sectionLevel: 2 },
  legalNoticeContent: { name: 'legal-notice', title: labels.legalNotice.title, sectionLevel: 2 },
} as const satisfies Record<string, RenderOptions & { name: string }>;

export type ContentPages = Record<keyof typeof CONTENT_PAGES, string>;

const FORMATS: ContentFormat[] = ['md', 'html'];

function readPage(dir: string, { name, ...options }: RenderOptions & { name: string }): string {
  const found = FORMATS.map((format) => ({ format, file: resolve(dir, `${name}.${format}`) })).filter(({ file }) =>
    existsSync(file),
  );
  if (found.length === 0)
    throw new ConfigError(`Texte manquant : ${resolve(dir, name)}.md ou .html (content.dir, CONTENT_DIR)`);
  if (found.length > 1)
    throw new ConfigError(`Texte en double : ${found.map(({ file }) => file).join(' et ')} ; gardez-en un seul`);
  const { format, file } = found[0]!;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`Texte illisible (${file}) : ${(error as Error).message}`);
  }
  const html = renderContent(text, format, options);
  if (!hasText(html)) throw new ConfigError(`Texte vide (${file}) : il ne contient rien d'affichable`);
  return html;
}

/** Every text of `dir`, rendered and sanitized. */
export function loadContentPages(dir: string): ContentPages {
  return Object.fromEntries(
    Object.entries(CONTENT_PAGES).map(([key, page]) => [key, readPage(dir, page)]),
  ) as ContentPages;
}
