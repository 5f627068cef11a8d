import { luhnCheckDigit } from '../national-files/luhn.ts';

/** An RPPS number: 11 digits, the last one the Luhn check digit of the first ten. */
export function isValidRpps(rpps: string): boolean {
  return /^\d{11}$/.test(rpps) && luhnCheckDigit(rpps.slice(0, 10)) === Number(rpps[10]);
}

export const rppsWithCheckDigit = (first10: string) => first10 + luhnCheckDigit(first10);
