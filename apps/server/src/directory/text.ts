/** Text helpers of the directory: search keys and RPPS numbers. */

/**
 * The search key of a name, computed once at import and again on each query: lower case, without
 * accents (like lower(unaccent())), ligatures spelled out, apostrophes dropped ("N'Diaye" is
 * typed "ndiaye") and any run of other characters (hyphen, space) as one space, so "Jean-Pierre",
 * "jean pierre" and "JEAN PIERRE" meet.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The Luhn check digit of `digits` (the digit to append). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** An RPPS number: 11 digits, the last one the Luhn check digit of the first ten. */
export function isValidRpps(rpps: string): boolean {
  return /^\d{11}$/.test(rpps) && luhnCheckDigit(rpps.slice(0, 10)) === Number(rpps[10]);
}
