import { createHmac, hkdfSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealedValues } from './sealed-values.ts';

const KEYS = ['une-clé-de-test-assez-longue-1', 'une-clé-de-test-assez-longue-2'];

/** A value signed with the purpose's key, as the portal would, but with the envelope an attacker chose. */
function forged(purpose: string, envelope: unknown, key = KEYS[0]!) {
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  const derived = Buffer.from(hkdfSync('sha256', key, 'portail-anapath sealed values', `sealed for: ${purpose}`, 32));
  return `${body}.${createHmac('sha256', derived).update(body).digest('base64url')}`;
}

describe('sealed values: good for one purpose, for a while', () => {
  afterEach(() => vi.useRealTimers());
  const sealed = sealedValues(KEYS);

  it('opens a value for the purpose it was sealed for, and for no other', () => {
    const value = sealed.seal('portal login', { state: 'abc' }, 60);
    expect(sealed.open('portal login', value)).toEqual({ state: 'abc' });
    expect(sealed.open('psc login', value)).toBeUndefined();
    expect(sealed.open('trusted browser', value)).toBeUndefined();
  });

  it('refuses a value past its time, or that says no time at all', () => {
    vi.useFakeTimers();
    const value = sealed.seal('psc session', 'jeton', 60);
    vi.advanceTimersByTime(59_000);
    expect(sealed.open('psc session', value)).toBe('jeton');
    vi.advanceTimersByTime(1_000);
    expect(sealed.open('psc session', value)).toBeUndefined();
    expect(sealed.open('psc session', forged('psc session', { for: 'psc session', value: 'jeton' }))).toBeUndefined();
  });

  it('refuses a value whose envelope names another purpose, even signed with this purpose’s key', () => {
    const until = Math.floor(Date.now() / 1000) + 60;
    expect(sealed.open('psc login', forged('psc login', { for: 'psc login', until, value: 1 }))).toBe(1);
    expect(sealed.open('psc login', forged('psc login', { for: 'portal login', until, value: 1 }))).toBeUndefined();
  });

  it('refuses a changed value, another signature, garbage and an overlong value', () => {
    const value = sealed.seal('portal login', { state: 'abc' }, 60);
    const [body, signature] = value.split('.');
    const changed = Buffer.from(JSON.stringify({ for: 'portal login', until: 9e9, value: { state: 'xyz' } }));
    expect(sealed.open('portal login', `${changed.toString('base64url')}.${signature}`)).toBeUndefined();
    expect(sealed.open('portal login', `${body}.${signature}A`)).toBeUndefined();
    expect(sealed.open('portal login', `${body}.${signature}.${signature}`)).toBeUndefined();
    for (const garbage of ['', '.', 'abc', 'a.b', '\u0000.\u0000', `${'a'.repeat(9000)}.b`]) {
      expect(sealed.open('portal login', garbage)).toBeUndefined();
    }
    expect(sealed.open('portal login', undefined)).toBeUndefined();
  });

  it('opens what an earlier first key sealed once the keys rotate, and nothing sealed with a key dropped', () => {
    const before = sealedValues([KEYS[1]!]).seal('trusted browser', ['x'], 60);
    expect(sealed.open('trusted browser', before)).toEqual(['x']);
    expect(sealedValues([KEYS[0]!]).open('trusted browser', before)).toBeUndefined();
  });
});
