import { describe, expect, it } from 'vitest';
import { confirmationRule, emailRule, normalizePhone, passwordRule, phoneRule, rppsRule } from './rules.ts';
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
