import { describe, expect, it } from 'vitest';
import { maskEmail } from './sign-in.ts';

describe('maskEmail', () => {
  it('keeps the first character and the domain, and hides the rest behind a mask of fixed length', () => {
    expect(maskEmail('claire.dubois@demo.portail-anapath.fr')).toBe('c•••••@demo.portail-anapath.fr');
    expect(maskEmail('c@demo.portail-anapath.fr')).toBe('c•••••@demo.portail-anapath.fr');
    expect(maskEmail('élodie@exemple.fr')).toBe('é•••••@exemple.fr');
  });

  it('shows nothing of a value that is not an address', () => {
    expect(maskEmail('sans-arobase')).toBe('•••••');
    expect(maskEmail('@exemple.fr')).toBe('•••••');
  });
});
