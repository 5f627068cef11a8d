import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@portal/shared';
import { contentPage } from '../test/contentPage.ts';

const cookiesPolicy = contentPage('/cookiesPolicy', 'GET /api/cookies-policy');

describe('Cookies policy screen', () => {
  it('shows the policy from the server, without its scripts', async () => {
    const { container } = cookiesPolicy.renderServing({
      cookiesPolicyContent: '<p>Nous mesurons l’audience.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeTruthy();
    expect(await screen.findByText('Nous mesurons l’audience.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says when the policy could not be fetched', async () => {
    cookiesPolicy.renderFailing('Panne');
    expect(await screen.findByText(messages.cookiesPolicyFailed)).toBeTruthy();
  });
});
