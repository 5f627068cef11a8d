/**
 * The header an operator's text may start with: `key: value` lines between two `---` lines (YAML
 * front matter, as static-site generators read it). It holds values the portal shows elsewhere than
 * in the text, such as the accessibility statement's conformance state in every footer.
 */
import { parse } from 'yaml';
import { ConfigError } from '../config/load.ts';

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export interface SplitText {
  /** The header's values by key (none when the text has no header). */
  frontMatter: Record<string, unknown>;
  /** The text that follows it, to render. */
  body: string;
}

export function splitFrontMatter(text: string, file: string): SplitText {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: {}, body: text };
  let frontMatter: unknown;
  try {
    frontMatter = parse(match[1]!) ?? {};
  } catch (error) {
    throw new ConfigError(`En-tête illisible (${file}) : ${(error as Error).message}`);
  }
  if (typeof frontMatter !== 'object' || Array.isArray(frontMatter))
    throw new ConfigError(`En-tête illisible (${file}) : des lignes « clé: valeur » sont attendues entre les deux ---`);
  return { frontMatter: frontMatter as Record<string, unknown>, body: text.slice(match[0].length) };
}
