import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { clientConfig } from '../test/fixtures.ts';

describe('Footer', () => {
  it('holds the configured links, the legal notice, the cookies policy and the sub-footer', () => {
    fakeServer(anonymous);
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toBeTruthy();
    const notice = within(footer).getByRole('link', { name: 'Mentions légales' });
    expect(notice.getAttribute('href')).toBe('/legalNotice');
    const policy = within(footer).getByRole('link', { name: 'Politique relative aux cookies' });
    expect(policy.getAttribute('href')).toBe('/cookiesPolicy');
    expect(within(footer).getByText('© Portail Anapath')).toBeTruthy();
  });

  it('says the accessibility statement’s conformance state the server declares, and leads to the statement', () => {
    fakeServer(anonymous);
    const home = renderRoute('/');
    const mention = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: 'Accessibilité : partiellement conforme',
    });
    expect(mention.getAttribute('href')).toBe('/accessibilite');
    home.unmount();

    // Another screen, another state: the footer says the one the configuration holds.
    fakeServer({ ...anonymous, 'GET /api/legal-notice': { body: { legalNoticeContent: '<p>L’éditeur.</p>' } } });
    renderRoute('/legalNotice', { config: { ...clientConfig, accessibility: { conformance_state: 'non conforme' } } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Accessibilité : non conforme' }).getAttribute('href')).toBe(
      '/accessibilite',
    );
    expect(within(footer).queryByRole('link', { name: /partiellement conforme/ })).toBeNull();
  });
});
