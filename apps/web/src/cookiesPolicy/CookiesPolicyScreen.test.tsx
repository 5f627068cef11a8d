import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Cookies policy screen', () => {
  it('shows the policy from the server, without its scripts', async () => {
    fakeServer({
      ...anonymous,
      'GET /api/cookies-policy': {
        body: {
          cookiesPolicyContent:
            '<p>Nous mesurons l’audience.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        },
      },
    });
    const { container } = renderRoute('/cookiesPolicy');
    expect(screen.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeTruthy();
    expect(await screen.findByText('Nous mesurons l’audience.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says when the policy could not be fetched', async () => {
    fakeServer({ ...anonymous, 'GET /api/cookies-policy': { status: 500, body: { message: 'Panne' } } });
    renderRoute('/cookiesPolicy');
    expect(await screen.findByText(messages.cookiesPolicyFailed)).toBeTruthy();
  });
});
