import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('Routes', () => {
  it.each([
    ['/signUp/choice', 'Inscription'],
    ['/signUp', 'Inscription'],
    ['/myProfile', 'Mon profil utilisateur'],
  ])('%s shows the screen titled "%s"', (path, title) => {
    fakeServer(anonymous);
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('sends any other address home', async () => {
    fakeServer(anonymous);
    const { router } = renderRoute('/nulle/part');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
