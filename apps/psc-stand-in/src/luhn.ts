/** The Luhn check digit of `digits` (the digit to append), as RPPS, FINESS and SIRET numbers use it. */
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
