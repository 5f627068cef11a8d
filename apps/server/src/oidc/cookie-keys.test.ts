import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from './cookie-keys.ts';

const KEYS = ['first-key-of-the-portal', 'second-key-of-the-portal'];

describe("the provider's cookie keys", () => {
  it('sign as keygrip does, with the first key', () => {
    const data = '_session=f3q-aZ_9; path=/';
    expect(cookieKeys(KEYS).sign(data)).toBe(new Keygrip(KEYS).sign(data));
  });

  it('verify a signature of any key, and tell which', () => {
    const data = '_interaction=abc';
    const keys = cookieKeys(KEYS);
    expect(keys.index(data, new Keygrip([KEYS[1]!]).sign(data))).toBe(1);
    expect(keys.index(data, new Keygrip(KEYS).sign(data))).toBe(0);
    expect(keys.verify(data, new Keygrip(['another-key-entirely']).sign(data))).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
    expect(keys.verify(`${data}x`, keys.sign(data))).toBe(false);
  });
});
