import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ERROR_BANNER_DELAY_MS, banners } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { jeanne } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Portal banners', () => {
  it.each([
    ['appNotAllowed', banners.appSuspended],
    ['accountNotAllowed', banners.accountNotValidated],
    ['fetchInfoFailed', banners.accountAnomaly],
    ['lockedAccount', banners.accountLocked],
  ])('shows the banner of err=%s after 5 seconds, as an alert', async (err, text) => {
    vi.useFakeTimers();
    fakeServer(anonymous);
    renderRoute(`/?err=${err}`);
    await act(() => vi.advanceTimersByTimeAsync(ERROR_BANNER_DELAY_MS - 100));
    expect(screen.queryByText(text)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it('shows nothing for an unknown err', async () => {
    vi.useFakeTimers();
    fakeServer(anonymous);
    renderRoute('/?err=toString');
    await act(() => vi.advanceTimersByTimeAsync(ERROR_BANNER_DELAY_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['awaits validation', { activated: false }, banners.accountUnactivated],
    ['is locked', { locked: true }, banners.accountLocked],
  ])('tells a signed-in user whose account %s', async (_, state, text) => {
    fakeServer({ 'GET /me': { body: { ...jeanne, ...state, hasUserRights: false } } });
    renderRoute('/');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says nothing to an activated user', async () => {
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
    expect(screen.queryByText(banners.accountUnactivated)).toBeNull();
  });
});
