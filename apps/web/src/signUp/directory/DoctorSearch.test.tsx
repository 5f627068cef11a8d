import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { directoryMessages, labels } from '@portal/shared';
import { anonymous, fakeServer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { signupRoutes } from '../../test/signupServer.ts';
import { directoryUrl, doctor, registeredDoctor } from '../test/directory.ts';

const WAIT = { timeout: 3000 };

describe('Directory search', { timeout: 20_000 }, () => {
  it('asks for a filter first, then lists the doctors found', async () => {
    const server = fakeServer({
      ...anonymous,
      ...signupRoutes,
      [`GET ${directoryUrl('Martin')}`]: { body: { rows: [doctor], count: 1 } },
    });
    const { user } = renderRoute('/signUp/rpps');
    expect(
      screen.getByText('Veuillez renseigner au moins un des trois filtres "Nom", "Prénom" ou "n° RPPS".'),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');

    const table = await screen.findByRole('table', { name: 'Résultats de la recherche' }, WAIT);
    expect(within(table).getByText('10003456789')).toBeTruthy();
    expect(server.callsTo(`GET ${directoryUrl('Martin')}`)).toHaveLength(1);
    expect(server.calls.filter((call) => call.url.startsWith('/api/signup/'))).toHaveLength(1);
  });

  it('hides the filter hint as soon as a filter is typed, before the search waits out its second', () => {
    const server = fakeServer({ ...anonymous, ...signupRoutes });
    renderRoute('/signUp/rpps');
    // The debounce's second does not pass unless the test lets it.
    vi.useFakeTimers();
    const lastName = screen.getByRole('textbox', { name: 'Nom' });
    fireEvent.change(lastName, { target: { value: 'M' } });
    expect(server.calls.filter((call) => call.url.startsWith('/api/signup/'))).toHaveLength(0);
    expect(screen.queryByText(directoryMessages.filterRequired)).toBeNull();
    expect(screen.getByLabelText('Chargement…')).toBeTruthy();

    fireEvent.change(lastName, { target: { value: '' } });
    expect(screen.getByText(directoryMessages.filterRequired)).toBeTruthy();
  });

  it('says which doctors have an account already: they cannot be chosen, the way is to sign in', async () => {
    fakeServer({
      ...anonymous,
      ...signupRoutes,
      [`GET ${directoryUrl('Martin')}`]: { body: { rows: [doctor, registeredDoctor], count: 2 } },
    });
    const { user, router } = renderRoute('/signUp/rpps');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    const table = await screen.findByRole('table', { name: 'Résultats de la recherche' }, WAIT);
    expect(screen.getByText(labels.signUp.alreadyRegisteredHelp)).toBeTruthy();
    const registered = within(table).getByRole('row', { name: /Paul/ });
    expect(within(registered).getByText('Déjà inscrit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choisir Paul Martin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choisir Jeanne Martin' })).toBeTruthy();
    await user.click(within(registered).getByText('10003456797'));
    expect(screen.queryByRole('region', { name: 'Vous vous inscrivez en tant que' })).toBeNull();

    await user.click(within(registered).getByRole('link', { name: 'Se connecter' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when nothing was found, and shows the server message on failure', async () => {
    fakeServer({
      ...anonymous,
      ...signupRoutes,
      [`GET ${directoryUrl('Zzz')}`]: { body: { rows: [], count: 0 } },
      [`GET ${directoryUrl('Err')}`]: { status: 500, body: { message: "L'annuaire est indisponible" } },
    });
    const { user } = renderRoute('/signUp/rpps');
    const lastName = screen.getByRole('textbox', { name: 'Nom' });
    await user.type(lastName, 'Zzz');
    expect(
      await screen.findByText(
        'Désolé, aucun résultat trouvé. Essayez de faire varier les filtres de recherche.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    await user.clear(lastName);
    await user.type(lastName, 'Err');
    expect(await screen.findByText("L'annuaire est indisponible", {}, WAIT)).toBeTruthy();
  });

  it('shows the chosen doctor in a card that clears the choice, and hides the search meanwhile', async () => {
    fakeServer({
      ...anonymous,
      ...signupRoutes,
      [`GET ${directoryUrl('Martin')}`]: { body: { rows: [doctor], count: 1 } },
    });
    const { user } = renderRoute('/signUp/rpps');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    await user.click(await screen.findByRole('button', { name: 'Choisir Jeanne Martin' }, WAIT));

    const card = screen.getByRole('region', { name: 'Vous vous inscrivez en tant que' });
    expect(within(card).getByText('10003456789', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByLabelText(/Je ne me trouve pas/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).toBe('Martin');

    await user.click(within(card).getByRole('button', { name: 'Annuler ce choix' }));
    expect(screen.getByLabelText(/Je ne me trouve pas/)).toBeTruthy();
  });

  it('goes to the form without a search when the doctor is not in the list', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/rpps');
    await user.click(screen.getByLabelText("Je ne me trouve pas dans la liste ou je souhaite m'inscrire manuellement"));
    expect(screen.queryByRole('search')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Non défini' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'n° RPPS' })).toBeTruthy();
  });
});

/** A screen at most 768 px wide. */
const narrowScreen = (query: string) => ({
  matches: query.includes('max-width:768px'),
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
});

describe('Directory search on a narrow screen', { timeout: 20_000 }, () => {
  it('shows cards, five per page', async () => {
    vi.stubGlobal('matchMedia', narrowScreen);
    fakeServer({
      ...anonymous,
      ...signupRoutes,
      [`GET ${directoryUrl('Martin', 0, 5)}`]: { body: { rows: [doctor], count: 1 } },
    });
    const { user } = renderRoute('/signUp/rpps');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    const cards = await screen.findByRole('list', { name: 'Résultats de la recherche' }, WAIT);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(cards).getByRole('button', { name: /Jeanne Martin/ }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Vous vous inscrivez en tant que' }));
  });

  it('shows a registered doctor as a card that is no button, with the way to sign in', async () => {
    vi.stubGlobal('matchMedia', narrowScreen);
    fakeServer({
      ...anonymous,
      ...signupRoutes,
      [`GET ${directoryUrl('Martin', 0, 5)}`]: { body: { rows: [doctor, registeredDoctor], count: 2 } },
    });
    const { user } = renderRoute('/signUp/rpps');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
    const cards = await screen.findByRole('list', { name: 'Résultats de la recherche' }, WAIT);
    expect(within(cards).getAllByRole('button')).toHaveLength(1);
    const registered = within(cards).getAllByRole('listitem')[1]!;
    expect(within(registered).getByText('Déjà inscrit')).toBeTruthy();
    expect(within(registered).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
  });
});
