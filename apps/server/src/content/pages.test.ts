import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config/load.ts';
import { CONTENT_PAGES, loadContentPages } from './pages.ts';

/** A content folder holding the files given. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const complete = {
  'cgu.md': '## Objet\n\nLe portail.',
  'cookies-policy.html': '<h2>Cookies</h2><p>Nécessaires.</p>',
  'legal-notice.md': '## Éditeur\n\nL’éditeur.',
  'accessibility-statement.md':
    '---\nétat de conformité: non conforme\n---\n## État\n\nLe portail est {état de conformité}.',
};

const statementWith = (header: string) => ({
  ...complete,
  'accessibility-statement.md': `${header}## État\n\nLe portail est {état de conformité}.`,
});

describe('loadContentPages', () => {
  it('reads each text as Markdown or HTML', () => {
    const pages = loadContentPages(folder(complete));
    expect(pages.cguContent).toBe('<h3>Objet</h3>\n<p>Le portail.</p>');
    expect(pages.cookiesPolicyContent).toBe('<h2>Cookies</h2><p>Nécessaires.</p>');
    expect(pages.legalNoticeContent).toBe('<h2>Éditeur</h2>\n<p>L’éditeur.</p>');
    expect(pages.accessibilityStatementContent).toBe('<h2>État</h2>\n<p>Le portail est non conforme.</p>');
    expect(pages.conformanceState).toBe('non conforme');
  });

  it('reads the statement’s state from its header, whichever of the three, in Markdown or HTML', () => {
    for (const state of ['non conforme', 'partiellement conforme', 'totalement conforme']) {
      const pages = loadContentPages(folder(statementWith(`---\nétat de conformité: "  ${state} "\n---\n`)));
      expect(pages.conformanceState).toBe(state);
      expect(pages.accessibilityStatementContent).toContain(`Le portail est ${state}.`);
    }
    const { 'accessibility-statement.md': _markdown, ...others } = complete;
    const html = loadContentPages(
      folder({
        ...others,
        'accessibility-statement.html':
          '---\r\nétat de conformité: totalement conforme\r\n---\r\n<p>Il est <strong>{état de conformité}</strong>.</p>',
      }),
    );
    expect(html.accessibilityStatementContent).toBe('<p>Il est <strong>totalement conforme</strong>.</p>');
  });

  it('refuses a state RGAA does not know, a header missing or unreadable, a text that does not say its state', () => {
    const file = (dir: string) => join(dir, 'accessibility-statement.md');
    for (const state of ['conforme', 'Non conforme', 'conforme à 80 %', '50', '[non conforme]']) {
      const dir = folder(statementWith(`---\nétat de conformité: ${state}\n---\n`));
      expect(() => loadContentPages(dir), state).toThrow(ConfigError);
      expect(() => loadContentPages(dir), state).toThrow(`État de conformité invalide (${file(dir)})`);
    }
    const none = folder(statementWith(''));
    expect(() => loadContentPages(none)).toThrow(`État de conformité manquant (${file(none)})`);
    const otherKey = folder(statementWith('---\netat: non conforme\n---\n'));
    expect(() => loadContentPages(otherKey)).toThrow(`État de conformité manquant (${file(otherKey)})`);
    const unreadable = folder(statementWith('---\nétat de conformité: [non\n---\n'));
    expect(() => loadContentPages(unreadable)).toThrow(`En-tête illisible (${file(unreadable)})`);
    const aList = folder(statementWith('---\n- non conforme\n---\n'));
    expect(() => loadContentPages(aList)).toThrow(`En-tête illisible (${file(aList)})`);
    const silent = folder({
      ...complete,
      'accessibility-statement.md': '---\nétat de conformité: non conforme\n---\n## État\n\nNon conforme.',
    });
    expect(() => loadContentPages(silent)).toThrow(`Déclaration d'accessibilité sans son état (${file(silent)})`);
  });

  it('refuses to start without a text, naming the file', () => {
    const { 'legal-notice.md': _notice, ...withoutNotice } = complete;
    const dir = folder(withoutNotice);
    expect(() => loadContentPages(dir)).toThrow(ConfigError);
    expect(() => loadContentPages(dir)).toThrow(`Texte manquant : ${join(dir, 'legal-notice')}.md ou .html`);
  });

  it('refuses an empty text, or one with nothing readable once cleaned', () => {
    const empty = folder({ ...complete, 'cgu.md': '  \n' });
    expect(() => loadContentPages(empty)).toThrow(`Texte vide (${join(empty, 'cgu.md')})`);
    const onlyScript = folder({ ...complete, 'legal-notice.md': '<script>alert(1)</script>' });
    expect(() => loadContentPages(onlyScript)).toThrow(`Texte vide (${join(onlyScript, 'legal-notice.md')})`);
  });

  it('refuses a text given twice', () => {
    const dir = folder({ ...complete, 'cgu.html': '<p>Autre version</p>' });
    expect(() => loadContentPages(dir)).toThrow(/Texte en double : .*cgu\.md et .*cgu\.html/);
  });

  it('reads the folder of the configuration: the project’s own texts are complete', () => {
    const pages = loadContentPages('./config/content');
    for (const key of Object.keys(CONTENT_PAGES) as (keyof typeof CONTENT_PAGES)[])
      expect(pages[key].length).toBeGreaterThan(500);
  });
});
