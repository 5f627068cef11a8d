import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { banners, labels } from '@portal/shared';
import { anonymous, fakeServer } from '../../test/fakeServer.ts';
import { jeanne } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { awaitingValidationFlag } from './awaitingValidationFlag.ts';

const notice = () => screen.queryByText(labels.signUp.awaitingValidation);
const portalShown = () => screen.findByRole('link', { name: 'Se connecter' });

describe('The portal after a sign-up', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('says the account awaits validation, again on the next visit, until dismissed', async () => {
    awaitingValidationFlag.set();
    fakeServer(anonymous);
    const first = renderRoute('/');
    await portalShown();
    expect(notice()?.closest('[role="status"]')).toBeTruthy();
    expect(notice()?.textContent).toContain(banners.accountUnactivated);
    first.unmount();

    const { user, unmount } = renderRoute('/');
    await portalShown();
    expect(notice()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Masquer ce message' }));
    expect(notice()).toBeNull();
    unmount();
    renderRoute('/');
    await portalShown();
    expect(notice()).toBeNull();
  });

  it('goes for good once the account signs in validated', async () => {
    awaitingValidationFlag.set();
    fakeServer({ 'GET /me': { body: jeanne } });
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Bienvenue Jeanne Martin' });
    await waitFor(() => expect(awaitingValidationFlag.isSet()).toBe(false));
    expect(notice()).toBeNull();
  });

  it('says nothing to a visitor who did not sign up', async () => {
    fakeServer(anonymous);
    renderRoute('/');
    await portalShown();
    expect(notice()).toBeNull();
  });
});
