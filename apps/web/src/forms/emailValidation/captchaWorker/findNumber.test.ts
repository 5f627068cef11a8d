import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeMatcher, findNumber } from './findNumber.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('challengeMatcher', () => {
  it('agrees with SHA-256 for salts of every length around the block boundaries', () => {
    for (let length = 0; length <= 200; length += 1) {
      const salt = 'é0123456789abcdef?expires=1'.repeat(8).slice(0, length);
      const n = (length * 7919) % 1_000_001;
      const matches = challengeMatcher(salt, sha256Hex(`${salt}${n}`));
      expect(matches(n), `salt of ${length} characters`).toBe(true);
      expect(matches(n + 1), `salt of ${length} characters`).toBe(false);
    }
  });

  it('agrees with SHA-256 for numbers of every number of digits', () => {
    const salt = '5e1c6a0b9d2f4e8a7c3b1d0e?expires=1795000000';
    for (const n of [0, 9, 10, 99_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER]) {
      expect(challengeMatcher(salt, sha256Hex(`${salt}${n}`).toUpperCase())(n)).toBe(true);
    }
  });

  it('refuses a challenge that is no SHA-256 digest', () => {
    expect(() => challengeMatcher('salt', 'abc')).toThrow();
    expect(() => challengeMatcher('salt', 'z'.repeat(64))).toThrow();
  });
});

describe('findNumber', () => {
  const salt = 'a1b2c3d4e5f6a7b8c9d0e1f2?expires=1795000000';
  const challenge = sha256Hex(`${salt}54321`);

  it('finds the number within its range, ends included', async () => {
    const signal = new AbortController().signal;
    expect(await findNumber(salt, challenge, 0, 80_000, signal)).toBe(54_321);
    expect(await findNumber(salt, challenge, 54_321, 54_321, signal)).toBe(54_321);
    expect(await findNumber(salt, challenge, 40_000, 54_321, signal)).toBe(54_321);
  });

  it('answers null when the number is outside its range', async () => {
    expect(await findNumber(salt, challenge, 0, 54_320, new AbortController().signal)).toBeNull();
  });

  it('stops between two slices once aborted', async () => {
    const controller = new AbortController();
    const search = findNumber(salt, sha256Hex(`${salt}900000`), 0, 1_000_000, controller.signal);
    controller.abort();
    expect(await search).toBeNull();
  });
});
