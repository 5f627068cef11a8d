import { expect, it } from 'vitest';
import { labels } from '@portal/shared';
import { COOKIES } from '../src/http/cookies.ts';
import { describePortal } from './support/harness.ts';

/** The headings of an HTML text, in order: level and text (apostrophes decoded). */
const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])>(.*?)<\/h\1>/g)].map(([, level, text]) => ({
    level: Number(level),
    text: text!.replaceAll('&#39;', "'"),
  }));

describePortal('the operator’s texts: cookies policy, terms of use, legal notice', (portal) => {
  it('serves the cookies policy once titled (by the page), naming every cookie the portal and Matomo set', async () => {
    const response = await portal.browser().get('/api/cookies-policy');
    expect(response.statusCode).toBe(200);
    const { cookiesPolicyContent } = response.json<{ cookiesPolicyContent: string }>();
    const outline = headings(cookiesPolicyContent);
    // The page's h1 is its title: the text neither repeats it nor holds another h1.
    expect(outline.map((heading) => heading.text)).not.toContain(labels.cookiesPolicy.title);
    expect(outline[0]?.level).toBe(2);
    expect(outline.every((heading) => heading.level >= 2)).toBe(true);
    for (const cookie of [
      ...Object.values(COOKIES),
      'XSRF-TOKEN',
      'mtm_consent',
      'mtm_consent_removed',
      '_pk_id',
      '_pk_ses',
    ])
      expect(cookiesPolicyContent).toContain(`<code>${cookie}</code>`);
    expect(cookiesPolicyContent).toContain('7 jours');
    expect(cookiesPolicyContent).toContain('Gérer les cookies');
  });

  it('serves the terms of use with and without the slash, sections under the dialog’s title', async () => {
    const withSlash = await portal.browser().get('/api/cgu/');
    const withoutSlash = await portal.browser().get('/api/cgu');
    expect(withSlash.statusCode).toBe(200);
    expect(withoutSlash.body).toBe(withSlash.body);
    const { cguContent } = withSlash.json<{ cguContent: string }>();
    const outline = headings(cguContent);
    expect(outline.map((heading) => heading.text)).not.toContain(labels.terms.title);
    // The dialog's title is an h2: the text's sections are h3.
    expect(outline.length).toBeGreaterThan(3);
    expect(outline.every((heading) => heading.level === 3)).toBe(true);
  });

  it('serves the legal notice: publisher, hosting, personal data and rights', async () => {
    const response = await portal.browser().get('/api/legal-notice');
    expect(response.statusCode).toBe(200);
    const { legalNoticeContent } = response.json<{ legalNoticeContent: string }>();
    const outline = headings(legalNoticeContent);
    expect(outline[0]).toEqual({ level: 2, text: 'Éditeur du portail' });
    expect(outline.every((heading) => heading.level >= 2)).toBe(true);
    expect(outline.map((heading) => heading.text)).toEqual(
      expect.arrayContaining(['Hébergement', 'Données personnelles', 'Vos droits']),
    );
    expect(legalNoticeContent).toContain('href="/#/cookiesPolicy"');
    expect(legalNoticeContent).toContain('CNIL');
  });
});
