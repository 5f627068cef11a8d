import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

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
});
