import { createElement } from 'react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
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

/** Emotion's default cache, where MUI's components write their styles (one per module graph). */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  function Read() {
    cache = useEmotionCache();
    return null;
  }
  render(createElement(Read)).unmount();
  return cache!;
}

// Files share a jsdom when their worker does (vitest.config.ts): each starts with empty storage and
// no style, as in a page of its own. The styles of every screen before would stay in the page, and
// jsdom reads them all at each `getComputedStyle`, which `getByRole` calls on every element it sees.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  const cache = emotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
});
