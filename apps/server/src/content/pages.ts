/**
 * The texts an operator edits in `content.dir`: the terms of use, the cookies policy, the legal
 * notice and the accessibility statement, each `<name>.md` or `<name>.html`, read and rendered once
 * at start. A text missing, given twice or with nothing readable stops the start with a message
 * naming the file; so does a statement whose conformance state is not one of RGAA's three.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { labels, type ConformanceState } from '@portal/shared';
import { ConfigError } from '../config/load.ts';
import { conformanceStateOf, withConformanceState } from './conformance-state.ts';
import { splitFrontMatter } from './front-matter.ts';
import { hasText, renderContent, type ContentFormat, type RenderOptions } from './render.ts';

/** Each text: its file's name and where it is shown (under a page's h1, or a dialog's h2). */
export const CONTENT_PAGES = {
  cguContent: { name: 'cgu', title: labels.terms.title, sectionLevel: 3 },
  cookiesPolicyContent: { name: 'cookies-policy', title: labels.cookiesPolicy.title, sectionLevel: 2 },
  legalNoticeContent: { name: 'legal-notice', title: labels.legalNotice.title, sectionLevel: 2 },
  accessibilityStatementContent: {
    name: 'accessibility-statement',
    title: labels.accessibilityStatement.title,
    sectionLevel: 2,
  },
} as const satisfies Record<string, RenderOptions & { name: string }>;

export type ContentTexts = Record<keyof typeof CONTENT_PAGES, string>;

export interface ContentPages extends ContentTexts {
  /** The state the accessibility statement declares, for every footer. */
  conformanceState: ConformanceState;
}

interface ReadPage {
  file: string;
  frontMatter: Record<string, unknown>;
  html: string;
}

const FORMATS: ContentFormat[] = ['md', 'html'];

function readPage(dir: string, { name, ...options }: RenderOptions & { name: string }): ReadPage {
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
  const { frontMatter, body } = splitFrontMatter(text, file);
  const html = renderContent(body, format, options);
  if (!hasText(html)) throw new ConfigError(`Texte vide (${file}) : il ne contient rien d'affichable`);
  return { file, frontMatter, html };
}

/** Every text of `dir`, rendered and sanitized, and the statement's conformance state. */
export function loadContentPages(dir: string): ContentPages {
  const pages = Object.fromEntries(
    Object.entries(CONTENT_PAGES).map(([key, page]) => [key, readPage(dir, page)]),
  ) as Record<keyof ContentTexts, ReadPage>;
  const statement = pages.accessibilityStatementContent;
  const conformanceState = conformanceStateOf(statement.frontMatter, statement.file);
  return {
    cguContent: pages.cguContent.html,
    cookiesPolicyContent: pages.cookiesPolicyContent.html,
    legalNoticeContent: pages.legalNoticeContent.html,
    accessibilityStatementContent: withConformanceState(statement.html, conformanceState, statement.file),
    conformanceState,
  };
}
