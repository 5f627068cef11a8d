/**
 * Issue 38, point 3: the accessibility statement RGAA 4.1 asks for, read from the operator's content
 * file; its conformance state written once, in that file's header, served both in the statement
 * (`GET /api/accessibility-statement`) and to every footer (`GET /api/config/`), and one of RGAA's
 * three or the portal does not start.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { labels, type ClientConfig } from '@portal/shared';
import { ConfigError } from '../../src/config/load.ts';
import { Browser } from '../support/browser.ts';
import { describePortal, secondApp, type Portal } from '../support/harness.ts';

/** The headings of an HTML text, in order: level and text (apostrophes decoded). */
const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])>(.*?)<\/h\1>/g)].map(([, level, text]) => ({
    level: Number(level),
    text: text!.replaceAll('&#39;', "'"),
  }));

/** The text without its tags, apostrophes decoded, one space between words. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ');

async function statementOf(browser: Browser) {
  const response = await browser.get('/api/accessibility-statement');
  expect(response.statusCode).toBe(200);
  return response.json<{ accessibilityStatementContent: string }>().accessibilityStatementContent;
}

async function footerStateOf(browser: Browser) {
  const response = await browser.get('/api/config/');
  expect(response.statusCode).toBe(200);
  return response.json<ClientConfig>().accessibility.conformance_state;
}

/** The shipped texts, the statement changed by `edit`. */
function contentWith(edit: (statement: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('./config/content', dir, { recursive: true });
  const file = join(dir, 'accessibility-statement.md');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

const withState = (state: string) => (text: string) =>
  text.replace(/^état de conformité: .*$/m, `état de conformité: ${state}`);

/** A second app on the suite's database and configuration, reading its texts from `contentDir`. */
const startWith = (portal: Portal, contentDir: string) =>
  secondApp(portal, { config: { ...portal.config, content: { dir: contentDir } } });

describePortal('the accessibility statement and its conformance state, from one file', (portal) => {
  it('as shipped: « non conforme » (no audit yet), in the statement and for every footer', async () => {
    const html = await statementOf(portal.browser());
    expect(plain(html)).toContain('Le Portail Anapath est non conforme au référentiel général');
    expect(html).not.toContain('{état de conformité}');
    expect(await footerStateOf(portal.browser())).toBe('non conforme');
  });

  it('has the parts of RGAA 4.1’s statement, its sections under the page’s title', async () => {
    const outline = headings(await statementOf(portal.browser()));
    expect(outline.map((heading) => heading.text)).not.toContain(labels.accessibilityStatement.title);
    expect(outline[0]?.level).toBe(2);
    expect(outline.filter((heading) => heading.level === 2).map((heading) => heading.text)).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      "Établissement de cette déclaration d'accessibilité",
      "Retour d'information et contact",
      'Voies de recours',
    ]);
    expect(outline.map((heading) => heading.text)).toEqual(
      expect.arrayContaining([
        'Non-conformités',
        'Dérogations pour charge disproportionnée',
        "Contenus non soumis à l'obligation d'accessibilité",
      ]),
    );
  });

  it('says what the suite checks and how, where the operator must speak, and the way to the Défenseur des droits', async () => {
    const html = await statementOf(portal.browser());
    const text = plain(html);
    for (const checked of ['axe-core', 'HTML_CodeSniffer', 'Chromium', '320 pixels', 'clavier seul', 'WAI-ARIA'])
      expect(text).toContain(checked);
    expect(text).toContain('alternative accessible');
    expect(text.match(/\[à compléter/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toContain('href="https://formulaire.defenseurdesdroits.fr/"');
    expect(html).toContain('href="https://www.defenseurdesdroits.fr/carte-des-delegues"');
    expect(text).toContain('09 69 39 00 00');
    expect(text).toContain('Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07');
  });

  it('the operator changes one line of the file: the statement and every footer say the new state', async () => {
    const app = await startWith(portal, contentWith(withState('partiellement conforme')));
    try {
      const browser = new Browser(app);
      expect(plain(await statementOf(browser))).toContain('Le Portail Anapath est partiellement conforme au');
      expect(await footerStateOf(browser)).toBe('partiellement conforme');
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a state RGAA does not know, naming the file and the three it accepts', async () => {
    const dir = contentWith(withState('conforme'));
    const started = startWith(portal, dir);
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(
      `État de conformité invalide (${join(dir, 'accessibility-statement.md')}) : « conforme » ; RGAA 4.1 n'en connaît que trois : « non conforme », « partiellement conforme », « totalement conforme »`,
    );
  });

  it('refuses to start with a statement that declares no state, or no longer says it', async () => {
    const noHeader = startWith(
      portal,
      contentWith((text) => text.replace(/^---\n[\s\S]*?\n---\n/, '')),
    );
    await expect(noHeader).rejects.toThrow(
      /^État de conformité manquant \(.*accessibility-statement\.md\) : écrivez en tête du texte/,
    );
    const noPlaceholder = startWith(
      portal,
      contentWith((text) => text.replaceAll('{état de conformité}', 'conforme')),
    );
    await expect(noPlaceholder).rejects.toThrow(
      /^Déclaration d'accessibilité sans son état .* gardez \{état de conformité\}/,
    );
  });
});
