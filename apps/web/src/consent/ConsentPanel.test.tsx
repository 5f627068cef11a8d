import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AUTH_SESSION_OVER, consentLabels, scopeLabels, type ConsentRequest } from '@portal/shared';
import { anonymous, fakeServer, type FakeAnswer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';
import { forgetTracker, withAnalytics } from '../test/tracking.ts';

const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../app/leavePortal.ts', () => ({ leavePortal }));

const INTERACTION = 'GET /oidc/interaction/int-9';
const partner: ConsentRequest = {
  interactionId: 'int-9',
  interactionType: 'consent',
  clientId: 'partenaire',
  clientName: 'Partenaire Santé',
  scopes: ['openid', 'profile', 'email', 'urn:partner:agenda'],
};

function serve(answer: FakeAnswer = { body: partner }) {
  return fakeServer({ ...anonymous, [INTERACTION]: answer });
}

/** Each button names the application it answers, starting with its visible word. */
const ACCEPT = "Autoriser l'accès de Partenaire Santé";
const REFUSE = "Refuser l'accès de Partenaire Santé";

const panel = () => screen.findByRole('region', { name: 'Autoriser Partenaire Santé ?' });

/**
 * What the browser would post for each submission: the form's fields and the pressed button's.
 * Heard after the screen's own handler; the navigation itself (which jsdom lacks) is cancelled.
 */
function recordSubmissions(form: HTMLFormElement) {
  const posted: { fields: Record<string, FormDataEntryValue>; alreadyPrevented: boolean }[] = [];
  const listener = (event: Event) => {
    if (event.target !== form) return;
    const { submitter } = event as SubmitEvent;
    posted.push({
      fields: Object.fromEntries(new FormData(form, submitter)),
      alreadyPrevented: event.defaultPrevented,
    });
    event.preventDefault();
  };
  document.addEventListener('submit', listener);
  onTestFinished(() => document.removeEventListener('submit', listener));
  return posted;
}

describe('Consent screen', () => {
  it('asks the application’s consent, listing what each scope gives, an unknown one by its name', async () => {
    const server = serve();
    renderRoute('/consent?interactionId=int-9');
    const region = await panel();

    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Autoriser Partenaire Santé ?');
    expect(
      within(region).getByText('Partenaire Santé n’est pas une application du portail. Elle demande à accéder à :'),
    ).toBeTruthy();
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      scopeLabels.openid,
      scopeLabels.profile,
      scopeLabels.email,
      'urn:partner:agenda',
    ]);
    expect(within(region).getByText(consentLabels.remembered)).toBeTruthy();
    expect(server.callsTo(INTERACTION)[0]?.headers.Accept).toBe('application/json');
  });

  it('posts the answer to the provider’s interaction: prompt=consent and the pressed button’s decision', async () => {
    serve();
    const { user } = renderRoute('/consent?interactionId=int-9', { userOptions: { delay: null } });
    const region = await panel();
    const accept = within(region).getByRole('button', { name: ACCEPT });
    const refuse = within(region).getByRole('button', { name: REFUSE });
    const form = accept.closest('form') as HTMLFormElement;
    expect(refuse.closest('form')).toBe(form);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/oidc/interaction/int-9/consent');
    expect([accept, refuse].map((button) => [button.getAttribute('type'), button.getAttribute('name')])).toEqual([
      ['submit', 'decision'],
      ['submit', 'decision'],
    ]);
    expect([accept.getAttribute('value'), refuse.getAttribute('value')]).toEqual(['accept', 'refuse']);

    const posted = recordSubmissions(form);
    await user.click(accept);
    expect(posted).toEqual([{ fields: { prompt: 'consent', decision: 'accept' }, alreadyPrevented: false }]);
  });

  it('names each « Refuser » after what it refuses while the cookie banner is open', async () => {
    serve();
    renderRoute('/consent?interactionId=int-9', { config: withAnalytics() });
    const region = await panel();
    const banner = screen.getByRole('region', { name: 'Cookies de mesure d’audience' });
    expect(screen.getAllByRole('button', { name: /^Refuser/ })).toHaveLength(2);
    expect(within(banner).getByRole('button', { name: "Refuser les cookies de mesure d'audience" })).toBeTruthy();
    expect(within(region).getByRole('button', { name: REFUSE }).textContent).toBe('Refuser');
    forgetTracker();
  });

  it('posts decision=refuse from the keyboard alone, and only one answer', async () => {
    serve();
    const { user } = renderRoute('/consent?interactionId=int-9', { userOptions: { delay: null } });
    const region = await panel();
    const refuse = within(region).getByRole('button', { name: REFUSE });
    const posted = recordSubmissions(refuse.closest('form') as HTMLFormElement);

    refuse.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: ACCEPT }));
    await user.keyboard('{Enter}');

    expect(posted.map((post) => post.fields)).toEqual([
      { prompt: 'consent', decision: 'refuse' },
      { prompt: 'consent', decision: 'accept' },
    ]);
    // The second press does not leave: the first one already answered.
    expect(posted.map((post) => post.alreadyPrevented)).toEqual([false, true]);
  });

  it('leaves an interaction that is over for where the sign-in started', async () => {
    leavePortal.mockClear();
    const server = serve({ status: 400, body: { message: AUTH_SESSION_OVER } });
    document.cookie = `origin=${encodeURIComponent('https://partner.test/start')}; path=/`;
    renderRoute('/consent?interactionId=int-9');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://partner.test/start'));
    expect(server.callsTo(INTERACTION)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Autoriser/ })).toBeNull();
  });

  it('goes home when an interaction is over and nothing says where it started', async () => {
    leavePortal.mockClear();
    const server = serve({ status: 400, body: { message: AUTH_SESSION_OVER } });
    const { router } = renderRoute('/consent?interactionId=int-9');
    await waitFor(() => expect(server.callsTo(INTERACTION)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('goes to the sign-in step when the interaction is still at one', async () => {
    serve({ body: { interactionId: 'int-9', interactionType: 'otp' } });
    const { router } = renderRoute('/consent?interactionId=int-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(router.state.location.search).toBe('?interactionId=int-9');
  });

  it('says so when the request cannot be read', async () => {
    serve({ status: 500, body: { message: 'Panne' } });
    const { router } = renderRoute('/consent?interactionId=int-9');
    expect(await screen.findByText(consentLabels.loadFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/consent');
    expect(screen.queryByRole('button', { name: /^Autoriser/ })).toBeNull();
  });
});
