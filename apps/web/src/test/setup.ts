import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Two shared cores run every suite at once in CI: `findBy…` waits longer than its 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
