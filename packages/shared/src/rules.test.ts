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

  it('checks phones and stores them with +33', () => {
    expect(phoneRule('')).toBeUndefined();
    expect(phoneRule('06 12 34 56 78')).toBeUndefined();
    expect(phoneRule('12345')).toBe(messages.phoneInvalid);
    expect(normalizePhone('0612345678')).toBe('+33612345678');
    expect(normalizePhone('612345678')).toBe('+33612345678');
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
