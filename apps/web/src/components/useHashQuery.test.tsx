import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { HashRouter, Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useHashQuery } from './useHashQuery.ts';

function SearchScreen() {
  const query = useHashQuery();
  return (
    <>
      <Link to="/account">Claire Dubois</Link>
      <button type="button" onClick={() => query.set({ q: 'dubois' })}>
        Rechercher
      </button>
    </>
  );
}

/** A screen whose file is still loading. */
const AccountScreen = lazy(() => new Promise<never>(() => undefined));

function renderApp() {
  window.location.hash = '#/search';
  return render(
    <HashRouter>
      <Suspense fallback={<p>Chargement…</p>}>
        <Routes>
          <Route path="/search" element={<SearchScreen />} />
          <Route path="/account" element={<AccountScreen />} />
        </Routes>
      </Suspense>
    </HashRouter>,
  );
}

describe('useHashQuery', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it("writes the screen's query into the address", async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(window.location.hash).toBe('#/search?q=dubois');
  });

  it('does not take the address back once it left for a screen still loading (a search sent as the user clicked a result)', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Claire Dubois' }));
    expect(window.location.hash).toBe('#/account');
    // The next screen's file is loading: the search screen still shows, and its search goes out.
    await act(async () => screen.getByRole('button', { name: 'Rechercher' }).click());
    expect(window.location.hash).toBe('#/account');
  });
});
