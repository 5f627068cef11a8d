import { describe, expect, it, vi } from 'vitest';
import { dropQueryString } from './dropQueryString.ts';

describe('dropQueryString', () => {
  it('replaces an address with a query string by the portal home', () => {
    const replace = vi.fn();
    expect(dropQueryString({ search: '?code=abc', replace })).toBe(true);
    expect(replace).toHaveBeenCalledWith('/#/');
  });

  it('leaves an address without query string alone', () => {
    const replace = vi.fn();
    expect(dropQueryString({ search: '', replace })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
