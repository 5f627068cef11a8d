import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { contentPage } from '../test/contentPage.ts';

const terms = contentPage('/cgu', 'GET /api/cgu/');

describe('Terms of use screen', () => {
  it('shows the terms from the server under their one title, sections one level below: where the sign-up form’s link leads', async () => {
    const { container } = terms.renderServing({
      cguContent: '<h3>Article 1 – Objet</h3><h4>Champ</h4><p>Le portail…</p><script>alert(1)</script>',
    });
    expect(screen.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeTruthy();
    // Its sections, served under the dialog's h2, come right under the screen's h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'Article 1 – Objet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Champ' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(document.title).toBe("Conditions générales d'utilisation – Portail Anapath");
  });

  it('says when the terms could not be fetched', async () => {
    terms.renderFailing('Panne des CGU');
    expect(await screen.findByText('Panne des CGU')).toBeTruthy();
  });
});
