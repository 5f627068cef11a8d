import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { altchaOptions } from './altchaOptions.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('altchaOptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts solving as soon as the widget is shown, no click needed', () => {
    expect(altchaOptions(t, '/assets/worker.js')).toMatchObject({
      auto: 'onload',
      challengeurl: '/captcha/challenge',
      workerurl: '/assets/worker.js',
    });
  });

  it('solves in min(16, hardware concurrency) workers (spec section 9)', () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 4 });
    expect(altchaOptions(t, '').workers).toBe(4);
    vi.stubGlobal('navigator', { hardwareConcurrency: 64 });
    expect(altchaOptions(t, '').workers).toBe(16);
  });
});
