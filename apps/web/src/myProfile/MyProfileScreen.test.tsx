import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages, profileMessages } from '@portal/shared';
import { fakeServer } from '../test/fakeServer.ts';
import { jeanne } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import {
  adminProfile,
  corporationProfile,
  doctorProfile,
  profileRoutes,
  superAdminProfile,
} from './test/profileFixtures.ts';
import { rowOf } from './test/profileScreen.ts';

describe('My profile: read view', { timeout: 20_000 }, () => {
  it('shows a doctor, with a clock and the pending value on the field awaiting an administrator', async () => {
    fakeServer(profileRoutes(doctorProfile));
    const { user } = renderRoute('/myProfile');
    expect(await screen.findByRole('heading', { level: 1, name: profileMessages.title })).toBeTruthy();
    await screen.findByText('paul.durand@chu.test');
    expect(screen.getByRole('tab', { name: profileMessages.profileTab, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: profileMessages.passwordTab })).toBeTruthy();

    expect(rowOf('Civilité').textContent).toBe('M');
    expect(rowOf('Prénom').textContent).toBe('Paul');
    expect(rowOf('n° RPPS').textContent).toBe('10003456789');
    const lastName = rowOf('Nom');
    expect(lastName.textContent).toContain('Durand');
    expect(lastName.textContent).toContain('en attente : Durand-Leroy');
    const clock = within(lastName).getByRole('img', { name: messages.pendingUpdate });
    await user.hover(clock);
    expect((await screen.findByRole('tooltip')).textContent).toBe(messages.pendingUpdate);
    // Only the field with a pending update has a clock.
    expect(screen.getAllByRole('img', { name: messages.pendingUpdate })).toHaveLength(1);

    const emails = rowOf('Adresses email');
    const principal = within(emails).getByText('paul.durand@chu.test').closest('li') as HTMLElement;
    expect(within(principal).getByRole('img', { name: 'adresse principale' })).toBeTruthy();
    expect(within(principal).getByText('Applications : Application de démonstration')).toBeTruthy();
    const other = within(emails).getByText('p.durand@cabinet.test').closest('li') as HTMLElement;
    expect(within(other).queryByRole('img')).toBeNull();

    expect(rowOf('Téléphones').textContent).toBe('0612345678');
    expect(rowOf('Compte').textContent).toBe(profileMessages.verified);
    expect(rowOf('Profession').textContent).toBe('Médecin');
    expect(rowOf("Lieux d'exercice").textContent).toBe('Hôpital Nord (Lyon) → Centre de pathologie de Lyon');
    expect(rowOf('Authentification TOTP').textContent).toBe('Activée');
    expect(screen.queryByText('Centres de pathologie')).toBeNull();
  });

  it('shows a corporation by its company name, without phone, unverified', async () => {
    fakeServer(profileRoutes(corporationProfile));
    renderRoute('/myProfile');
    await screen.findByText('Raison sociale');
    expect(rowOf('Raison sociale').textContent).toBe('Cabinet des Tilleuls');
    expect(screen.queryByText('Prénom')).toBeNull();
    expect(screen.queryByText('Civilité')).toBeNull();
    expect(screen.queryByText('n° RPPS')).toBeNull();
    expect(rowOf('Téléphones').textContent).toBe(profileMessages.noPhone);
    expect(rowOf('Compte').textContent).toBe(profileMessages.notVerified);
    expect(rowOf('Authentification TOTP').textContent).toBe('Non activée');
  });

  it('shows Other as "Non défini", and the scope of a super admin and of an admin without admin sites', async () => {
    fakeServer(profileRoutes(superAdminProfile));
    const first = renderRoute('/myProfile');
    await screen.findByText('Centres de pathologie');
    expect(rowOf('Civilité').textContent).toBe('MME');
    expect(rowOf('Centres de pathologie').textContent).toBe(profileMessages.allAdminSites);
    first.unmount();

    fakeServer(profileRoutes({ ...adminProfile, civilTitle: 'Other' }));
    renderRoute('/myProfile');
    await screen.findByText('Centres de pathologie');
    expect(rowOf('Centres de pathologie').textContent).toBe(profileMessages.noAdminSite);
    expect(rowOf('Civilité').textContent).toBe(messages.civilTitleOther);
  });

  it('says so when the profile cannot be fetched', async () => {
    fakeServer({ 'GET /me': { body: jeanne }, 'GET /api/users/me': { status: 500, body: { message: 'Panne' } } });
    renderRoute('/myProfile');
    expect(await screen.findByText(messages.profileFetchFailed)).toBeTruthy();
  });
});
