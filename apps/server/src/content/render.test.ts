import { describe, expect, it } from 'vitest';
import { renderContent } from './render.ts';

const page = { title: 'Politique relative aux cookies', sectionLevel: 2 } as const;

describe('renderContent', () => {
  it('renders Markdown: headings, lists, tables, links, code', () => {
    const html = renderContent(
      '## Cookies\n\n- `portal_session` : la **session**\n\n| Cookie | Durée |\n| --- | --- |\n| a | 1 an |\n\n[CNIL](https://www.cnil.fr)',
      'md',
      page,
    );
    expect(html).toContain('<h2>Cookies</h2>');
    expect(html).toContain('<li><code>portal_session</code> : la <strong>session</strong></li>');
    expect(html).toContain('<th>Cookie</th>');
    expect(html).toContain('<a href="https://www.cnil.fr">CNIL</a>');
  });

  it('removes scripts, styles, images, event attributes and javascript: links, from HTML and Markdown alike', () => {
    const hostile =
      '<h2 onclick="x()">Texte</h2><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">lien</a><iframe src="https://ailleurs.example"></iframe><p style="color:red">ok</p>';
    for (const format of ['html', 'md'] as const) {
      const html = renderContent(hostile, format, page);
      expect(html).not.toMatch(/script|style|<img|onerror|onclick|javascript:|iframe|alert/);
      expect(html).toContain('<h2>Texte</h2>');
      expect(html).toContain('<p>ok</p>');
    }
  });

  it('drops a heading that repeats the title the page already shows, however written', () => {
    const html = renderContent('# Politique relative aux  Cookies\n\n## Durées\n\ntexte', 'md', page);
    expect(html).toBe('<h2>Durées</h2>\n<p>texte</p>');
    const terms = renderContent('<h1>Conditions générales d’utilisation</h1><h2>Objet</h2>', 'html', {
      title: "Conditions générales d'utilisation",
      sectionLevel: 3,
    });
    expect(terms).toBe('<h3>Objet</h3>');
  });

  it('starts the outline at the section level, whatever level the author began with', () => {
    expect(renderContent('# A\n\n## B\n\n#### C', 'md', page)).toBe('<h2>A</h2>\n<h3>B</h3>\n<h5>C</h5>');
    expect(renderContent('<h4>A</h4><h5>B</h5>', 'html', page)).toBe('<h2>A</h2><h3>B</h3>');
    expect(renderContent('## A\n\n### B', 'md', { ...page, sectionLevel: 3 })).toBe('<h3>A</h3>\n<h4>B</h4>');
    expect(renderContent('#### A\n\n##### B\n\n###### C', 'md', { ...page, sectionLevel: 3 })).toBe(
      '<h3>A</h3>\n<h4>B</h4>\n<h5>C</h5>',
    );
  });
});
