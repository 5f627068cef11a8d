import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@portal/shared';
import { contentPage } from '../test/contentPage.ts';

const legalNotice = contentPage('/legalNotice', 'GET /api/legal-notice');

describe('Legal notice screen', () => {
  it('shows the notice from the server under its one title, without its scripts', async () => {
    const { container } = legalNotice.renderServing({
      legalNoticeContent: '<h2>Éditeur du portail</h2><p>L’éditeur.</p><script>alert(1)</script>',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Éditeur du portail' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(document.title).toBe('Mentions légales – Portail Anapath');
  });

  it('says when the notice could not be fetched', async () => {
    legalNotice.renderFailing('Panne');
    expect(await screen.findByText(messages.legalNoticeFailed)).toBeTruthy();
  });
});
