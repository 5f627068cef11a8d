import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadLazyScreens } from '../app/lazyScreen.ts';

// Component tests stand in for the captcha widget (test/captchaMock.tsx): its files are not fetched
// ahead either. The journeys (e2e) load the real ones.
vi.mock('../forms/emailValidation/loadAltcha.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../forms/emailValidation/loadAltcha.ts')>()),
  prefetchCaptcha: () => () => undefined,
}));

// Two shared cores run every suite at once in CI: `findBy…` waits longer than its 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Screens and dialogs load on demand in the app; a test renders them at once, as ones already fetched
// (after the test file's `vi.mock`s, which the parts it loads must see).
beforeEach(preloadLazyScreens);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
