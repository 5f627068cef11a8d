/**
 * An operator's text (Markdown or HTML) made safe to serve: Markdown rendered by `marked`, then
 * everything cleaned by `sanitize-html` to a small set of text tags (no script, style, image,
 * form or event attribute; links to http, https and mailto only).
 */
import { marked } from 'marked';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

export type ContentFormat = 'md' | 'html';

export interface RenderOptions {
  /**
   * The title the screen or dialog already shows: a heading of the text that repeats it is dropped
   * (otherwise the page shows its heading twice).
   */
  title: string;
  /** The level the text's highest headings take: 2 under a page's h1, 3 under a dialog's h2. */
  sectionLevel: 2 | 3;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const allowed: IOptions = {
  allowedTags: [
    ...HEADINGS,
    ...['p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote'],
    ...['strong', 'em', 'b', 'i', 'code', 'abbr', 'a', 'span'],
    ...['table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'title'], abbr: ['title'], th: ['scope'], '*': ['lang'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Lower case, one space between words, one kind of apostrophe: how a reader compares two titles. */
const comparable = (text: string) =>
  text.normalize('NFC').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

const levelOf = (tag: string) => Number(tag.slice(1));

/** The HTML served for one text. Empty when nothing readable is left. */
export function renderContent(text: string, format: ContentFormat, { title, sectionLevel }: RenderOptions): string {
  const html = format === 'md' ? marked.parse(text, { async: false, gfm: true }) : text;
  const cleaned = sanitizeHtml(html, {
    ...allowed,
    exclusiveFilter: (frame) => HEADINGS.includes(frame.tag) && comparable(frame.text) === comparable(title),
  });

  // The outline starts at sectionLevel whatever level the author began with, gaps kept as written.
  const levels = [...cleaned.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
  if (levels.length === 0) return cleaned.trim();
  const shift = sectionLevel - Math.min(...levels);
  const shifted = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
    tagName: `h${Math.min(6, levelOf(tagName) + shift)}`,
    attribs,
  });
  return sanitizeHtml(cleaned, {
    ...allowed,
    transformTags: Object.fromEntries(HEADINGS.map((tag) => [tag, shifted])),
  }).trim();
}

/** Whether rendered HTML holds any text a reader would see. */
export const hasText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
