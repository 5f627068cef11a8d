import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accessibilityStatementMessages } from '@portal/shared';
import { contentPage } from '../test/contentPage.ts';

const statement = contentPage('/accessibilite', 'GET /api/accessibility-statement');

describe('Accessibility statement screen', () => {
  it('shows the statement from the server under its one title, without its scripts', async () => {
    const { container } = statement.renderServing({
      accessibilityStatementContent:
        '<h2>État de conformité</h2><p>Le portail est <strong>non conforme</strong> au RGAA 4.1.</p><script>alert(1)</script>',
    });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeTruthy();
    expect(await within(main).findByRole('heading', { level: 2, name: 'État de conformité' })).toBeTruthy();
    expect(within(main).getByText('non conforme')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(document.title).toBe("Déclaration d'accessibilité – Portail Anapath");
  });

  it('says when the statement could not be fetched', async () => {
    statement.renderFailing('Panne');
    expect(await screen.findByText(accessibilityStatementMessages.loadFailed)).toBeTruthy();
  });
});
