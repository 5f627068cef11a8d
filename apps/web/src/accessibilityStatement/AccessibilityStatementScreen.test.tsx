import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accessibilityStatementMessages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Accessibility statement screen', () => {
  it('shows the statement from the server under its one title, without its scripts', async () => {
    fakeServer({
      ...anonymous,
      'GET /api/accessibility-statement': {
        body: {
          accessibilityStatementContent:
            '<h2>État de conformité</h2><p>Le portail est <strong>non conforme</strong> au RGAA 4.1.</p><script>alert(1)</script>',
        },
      },
    });
    const { container } = renderRoute('/accessibilite');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeTruthy();
    expect(await within(main).findByRole('heading', { level: 2, name: 'État de conformité' })).toBeTruthy();
    expect(within(main).getByText('non conforme')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(document.title).toBe("Déclaration d'accessibilité – Portail Anapath");
  });

  it('says when the statement could not be fetched', async () => {
    fakeServer({ ...anonymous, 'GET /api/accessibility-statement': { status: 500, body: { message: 'Panne' } } });
    renderRoute('/accessibilite');
    expect(await screen.findByText(accessibilityStatementMessages.loadFailed)).toBeTruthy();
  });
});
