import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config/load.ts';
import { loadContentPages } from './pages.ts';

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
};

describe('loadContentPages', () => {
  it('reads each text as Markdown or HTML', () => {
    const pages = loadContentPages(folder(complete));
    expect(pages.cguContent).toBe('<h3>Objet</h3>\n<p>Le portail.</p>');
    expect(pages.cookiesPolicyContent).toBe('<h2>Cookies</h2><p>Nécessaires.</p>');
    expect(pages.legalNoticeContent).toBe('<h2>Éditeur</h2>\n<p>L’éditeur.</p>');
  });

  it('refuses to start without a text, naming the file', () => {
    const dir = folder({ 'cgu.md': complete['cgu.md'], 'cookies-policy.html': complete['cookies-policy.html'] });
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
    for (const html of Object.values(pages)) expect(html.length).toBeGreaterThan(500);
  });
});
