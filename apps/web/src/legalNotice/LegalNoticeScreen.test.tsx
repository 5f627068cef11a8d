import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Legal notice screen', () => {
  it('shows the notice from the server under its one title, without its scripts', async () => {
    fakeServer({
      ...anonymous,
      'GET /api/legal-notice': {
        body: { legalNoticeContent: '<h2>Éditeur du portail</h2><p>L’éditeur.</p><script>alert(1)</script>' },
      },
    });
    const { container } = renderRoute('/legalNotice');
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Éditeur du portail' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(document.title).toBe('Mentions légales – Portail Anapath');
  });

  it('says when the notice could not be fetched', async () => {
    fakeServer({ ...anonymous, 'GET /api/legal-notice': { status: 500, body: { message: 'Panne' } } });
    renderRoute('/legalNotice');
    expect(await screen.findByText(messages.legalNoticeFailed)).toBeTruthy();
  });
});
