import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  confirmationRule,
  emailRule,
  normalizeEmail,
  normalizePhone,
  passwordRule,
  phoneRule,
  rppsRule,
  signInEmailRule,
} from './rules.ts';
import { messages } from './messages.ts';

const policy = {
  min_length: 10,
  mandatory_patterns: {
    lowercase_pattern: '[a-z]',
    uppercase_pattern: '[A-Z]',
    digit_pattern: '[0-9]',
    special_char_pattern: '[!@#$%]',
  },
  special_chars_utf8: '!@#$%',
  min_score: 3,
};

describe('shared rules', () => {
  it('checks e-mails, blocked domains first', () => {
    const rule = emailRule([{ domain: 'yopmail', message: 'Adresse jetable refusée' }]);
    expect(rule('')).toBe(messages.emailRequired);
    expect(rule('jean@yopmail.com')).toBe('Adresse jetable refusée');
    expect(rule('jean@exemple')).toBe(messages.emailInvalid);
    expect(rule('jean.dupont@exemple.fr')).toBeUndefined();
  });

  it.each([
    'jean.dupont@exemple.fr',
    ' Jean.Dupont@Exemple.FR ',
    "jeanne.d'arc@exemple.fr",
    'o.brien+portail@chu-lyon.fr',
    'secretariat_2@cabinet.medecin.mssante.fr',
    "a!#$%&'*+/=?^_{|}~-z@exemple.fr",
    'x@xn--socit-esab.fr',
    `${'a'.repeat(64)}@exemple.fr`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`,
  ])('takes "%s" as one address', (address) => {
    expect(emailRule()(address)).toBeUndefined();
  });

  it.each([
    // What was seen (issue 33, point 2): nodemailer read each as a list reaching victime@…
    'k1,victime@exemple-victime.fr',
    'k2<victime@exemple-victime.fr>',
    'k3;victime@exemple-victime.fr',
    // The rest of what nodemailer's address parser reads: group, quotes, comments, escapes, literals.
    'groupe:victime@exemple-victime.fr;',
    'Nom <victime@exemple-victime.fr>',
    '"k,victime"@exemple.fr',
    '(k)victime@exemple-victime.fr',
    'k\\victime@exemple-victime.fr',
    'k@[127.0.0.1]',
    'k@exemple.fr@victime.fr',
    'k`victime@exemple-victime.fr',
    // Whitespace and control characters inside, non-ASCII look-alikes of the separators.
    'k victime@exemple-victime.fr',
    'k\tvictime@exemple-victime.fr',
    'a@exemple.fr\r\nBcc: victime@exemple-victime.fr',
    'k\u0000victime@exemple-victime.fr',
    'k\u007fvictime@exemple-victime.fr',
    'k\u00a0victime@exemple-victime.fr',
    'k\u200bvictime@exemple-victime.fr',
    'k\uff0cvictime@exemple-victime.fr',
    'jérôme@exemple.fr',
    'x@société.fr',
    // Dots out of place, a domain without a dot or a top-level domain of digits, over-long parts.
    '.jean@exemple.fr',
    'jean.@exemple.fr',
    'je..an@exemple.fr',
    'jean@exemple..fr',
    'jean@-exemple.fr',
    'jean@exemple',
    'jean@1.2.3.4',
    `${'a'.repeat(65)}@exemple.fr`,
    `a@${'b'.repeat(64)}.fr`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`,
  ])('refuses "%s": not one address', (address) => {
    expect(emailRule()(address)).toBe(messages.emailInvalid);
  });

  it('bounds an address at 254 characters', () => {
    const longest = `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailRule()(longest)).toBeUndefined();
    expect(emailRule()(`a${longest}`)).toBe(messages.emailInvalid);
  });

  it('keys an address without its surrounding spaces, in lower case', () => {
    expect(normalizeEmail(' Jean.Dupont@Exemple.FR\t')).toBe('jean.dupont@exemple.fr');
  });

  it("asks for the sign-in's address in its own words, then checks it is one address", () => {
    expect(signInEmailRule('')).toBe(messages.emailMissing);
    expect(signInEmailRule('  ')).toBe(messages.emailMissing);
    expect(signInEmailRule('k1,victime@exemple-victime.fr')).toBe(messages.emailInvalid);
    expect(signInEmailRule('jean.dupont@exemple.fr')).toBeUndefined();
  });

  it.each([
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '0612345678',
    '612345678',
    '+33 6 12 34 56 78',
    '+33612345678',
    '0033612345678',
    '0033 6 12 34 56 78',
    '+33 (0)6 12 34 56 78',
  ])('takes "%s" as the one number +33612345678', (written) => {
    expect(phoneRule(written)).toBeUndefined();
    expect(normalizePhone(written)).toBe('+33612345678');
  });

  it.each([
    ['letters', '06 12 34 56 7A'],
    ['a letter O for a zero', 'O6 12 34 56 78'],
    ['too short', '06 12 34'],
    ['too long', '06 12 34 56 78 9'],
    ['+33 then too few digits', '+33 6 12 34 56 7'],
    ['+33 then ten digits without the trunk 0', '+33 61 23 45 67 89'],
    ['a British number', '+44 20 7946 0958'],
    ['a British number dialled with 00', '0044 20 7946 0958'],
    ['a plus sign alone', '+612345678'],
  ])('refuses %s ("%s")', (_, written) => {
    expect(phoneRule(written)).toBe(messages.phoneInvalid);
  });

  it('allows an empty phone (the sign-up leaves it out)', () => {
    expect(phoneRule('')).toBeUndefined();
    expect(phoneRule('  ')).toBeUndefined();
  });

  it('checks RPPS numbers', () => {
    expect(rppsRule('')).toBeUndefined();
    expect(rppsRule('1234')).toBe(messages.rppsLength);
    expect(rppsRule('1234567890a')).toBe(messages.rppsDigits);
    expect(rppsRule('10003456786')).toBeUndefined();
  });

  it('applies the configured password policy and names what is missing', () => {
    const rule = passwordRule(policy);
    expect(rule('')).toBe(messages.required);
    expect(rule('court1!A')).toMatch(
      /au moins 10 caractères.*une minuscule, une majuscule, un chiffre, un caractère spécial \(!@#\$%\)/,
    );
    expect(rule('Longpassword1')).toBeDefined();
    expect(rule('Longpassword1!')).toBeUndefined();
    expect(confirmationRule('a')('b')).toBe(messages.passwordsDiffer);
  });
});
