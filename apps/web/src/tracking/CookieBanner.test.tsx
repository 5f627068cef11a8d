import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { clientConfig } from '../test/fixtures.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { forgetTracker, queuedCommands, withAnalytics } from '../test/tracking.ts';

const banner = () => screen.queryByRole('region', { name: 'Cookies de mesure d’audience' });
const manageButton = () => within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Gérer les cookies' });

async function portal(config = withAnalytics()) {
  fakeServer(anonymous);
  const view = renderRoute('/', { config });
  await screen.findByRole('heading', { name: 'Bienvenue sur le portail' });
  return view;
}

describe('Cookie banner', () => {
  afterEach(forgetTracker);

  it('shows the configured sentences, the policy link and both buttons at the first visit', async () => {
    await portal();
    const region = banner()!;
    expect(within(region).getByRole('heading', { level: 2, name: 'Cookies de mesure d’audience' })).toBeTruthy();
    expect(region.textContent).toContain('Nous mesurons l’audience avec votre accord. Lisez la');
    expect(region.textContent).toContain('; vous pourrez changer d’avis.');
    const policy = within(region).getByRole('link', { name: 'Politique relative aux cookies' });
    expect(policy.getAttribute('href')).toBe('/cookiesPolicy');
    expect(within(region).getByRole('button', { name: "Refuser les cookies de mesure d'audience" })).toBeTruthy();
    expect(within(region).getByRole('button', { name: "Accepter les cookies de mesure d'audience" })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names its buttons after what they act on, starting with the configured word, whatever the operator wrote', async () => {
    const { unmount } = await portal(withAnalytics({ btnRejectCookies: 'refuser', btnAcceptCookies: 'Accepter' }));
    const region = banner()!;
    expect(within(region).getByRole('button', { name: "Refuser les cookies de mesure d'audience" }).textContent).toBe(
      'refuser',
    );
    unmount();
    await portal(withAnalytics({ btnRejectCookies: 'Non merci', btnAcceptCookies: 'Tout accepter' }));
    expect(
      within(banner()!).getByRole('button', { name: "Non merci : les cookies de mesure d'audience" }),
    ).toBeTruthy();
    expect(
      within(banner()!).getByRole('button', { name: "Tout accepter : les cookies de mesure d'audience" }),
    ).toBeTruthy();
  });

  it('accept: remembers consent (cookie and tracker, 7 days) and hides the banner', async () => {
    const { user } = await portal();
    await user.click(within(banner()!).getByRole('button', { name: "Accepter les cookies de mesure d'audience" }));
    expect(banner()).toBeNull();
    expect(document.cookie).toMatch(/^mtm_consent=\d{13}$/);
    expect(queuedCommands()).toContainEqual(['rememberConsentGiven', 168]);
    expect(document.activeElement?.id).toBe('contenu');
  });

  it('reject: forgets consent (removal cookie and tracker, 7 days) and hides the banner', async () => {
    const { user } = await portal();
    await user.click(within(banner()!).getByRole('button', { name: "Refuser les cookies de mesure d'audience" }));
    expect(banner()).toBeNull();
    expect(document.cookie).toMatch(/^mtm_consent_removed=\d{13}$/);
    expect(queuedCommands()).toContainEqual(['forgetConsentGiven', 168]);
    expect(queuedCommands()).not.toContainEqual(['rememberConsentGiven', 168]);
  });

  it('stays hidden when consent is remembered, or its removal', async () => {
    document.cookie = `mtm_consent=${Date.now()}; path=/`;
    const { unmount } = await portal();
    expect(banner()).toBeNull();
    unmount();
    forgetTracker();
    document.cookie = 'mtm_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = `mtm_consent_removed=${Date.now()}; path=/`;
    await portal();
    expect(banner()).toBeNull();
  });

  it('is not shown, nor the footer’s button, when consent is not required or no tracker is configured', async () => {
    const { unmount } = await portal(withAnalytics({ requires_consent: false }));
    expect(banner()).toBeNull();
    expect(manageButton()).toBeNull();
    unmount();
    await portal(clientConfig);
    expect(banner()).toBeNull();
    expect(manageButton()).toBeNull();
  });

  it('comes back with the footer’s « Gérer les cookies », takes the focus, and the choice can change there', async () => {
    const { user } = await portal();
    await user.click(within(banner()!).getByRole('button', { name: "Accepter les cookies de mesure d'audience" }));
    expect(document.cookie).toMatch(/^mtm_consent=/);

    const manage = manageButton()!;
    await user.click(manage);
    const region = banner()!;
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading')));

    await user.click(within(region).getByRole('button', { name: "Refuser les cookies de mesure d'audience" }));
    expect(banner()).toBeNull();
    expect(document.cookie).toMatch(/^mtm_consent_removed=\d{13}$/);
    expect(queuedCommands().at(-1)).toEqual(['forgetConsentGiven', 168]);
    // Back where the keyboard was.
    expect(document.activeElement).toBe(manage);
  });
});
