import { describe, expect, it } from 'vitest';
import type { PasswordSecurity } from './config.ts';
import { createPasswordStrengthEstimator } from './password-strength-estimator.ts';
import { passwordStrengthMessages } from './password-strength-messages.ts';
import { assessPassword, newPasswordRule, personalWords, type PersonalDetails } from './password-strength.ts';
import { passwordPolicyMessage } from './rules.ts';

const policy: PasswordSecurity = {
  min_length: 10,
  mandatory_patterns: {
    lowercase_pattern: '[a-z]',
    uppercase_pattern: '[A-Z]',
    digit_pattern: '[0-9]',
    special_char_pattern: '[!@#$%^&*\\-]',
  },
  special_chars_utf8: '!@#$%^&*-',
  min_score: 3,
};

const estimator = createPasswordStrengthEstimator();
const durand: PersonalDetails = {
  firstName: 'Claire',
  lastName: 'Durand-Lefèvre',
  emails: ['c.durand@chu-rouen.fr'],
};
const rule = newPasswordRule(policy, estimator, durand);

describe('password strength', () => {
  it('refuses the passwords of the issue, which meet the length and the four kinds', () => {
    for (const password of ['Motdepasse2026!', 'Anapath2026!']) {
      expect(newPasswordRule(policy)(password)).toBeUndefined();
      expect(rule(password)).toBe(passwordStrengthMessages.leaked);
    }
  });

  it('refuses the most frequent leaked passwords, with look-alikes, years and signs around them', () => {
    for (const password of [
      'P@ssw0rd2026!',
      'Azerty-1234!',
      'M0tdep@sse!99',
      'Soleil2026!!',
      'Doudou-2026!',
      'Qwerty123456!',
    ]) {
      expect(rule(password), password).toBe(passwordStrengthMessages.leaked);
    }
  });

  it("refuses a password built on the user's names or address", () => {
    for (const password of ['Durand2026!!', 'Lefevre-1987!', 'DURAND-lefevre9!', 'Claire#2026xyz', 'Chu-Rouen-2026!']) {
      expect(rule(password), password).toBe(passwordStrengthMessages.personal);
    }
    // The same passwords are not personal to someone else.
    expect(newPasswordRule(policy, estimator, { lastName: 'Martin' })('Lefevre-Rouen-Orage-88!')).toBeUndefined();
  });

  it('refuses a corporation name followed by a year', () => {
    const selarl = newPasswordRule(policy, estimator, { companyName: 'SELARL Cytopath Ouest' });
    expect(selarl('Cytopath2026!')).toBe(passwordStrengthMessages.personal);
  });

  it('refuses French words, first names and cities followed by digits', () => {
    for (const password of ['Bonjour123!', 'Marseille13!', 'Nicolas1987!', 'Pathologie2026!']) {
      expect(rule(password), password).toBe(passwordStrengthMessages.leaked);
    }
  });

  it('refuses what zxcvbn finds guessable, with its French feedback', () => {
    const assessment = assessPassword('Qsdfghjk12!', durand, 3, estimator);
    expect(assessment.refusal).toBe('guessablePassword');
    expect(assessment.warning).toBe('Les rangées de touches du clavier sont faciles à deviner.');
    expect(rule('Qsdfghjk12!')).toBe(passwordStrengthMessages.guessable);
  });

  it('accepts long passphrases and random passwords, and gives the meter its score', () => {
    for (const password of ['Girafe-Tambour-Violet-42!', 'kT4#vW8q!Lm2', 'Demo-Portail-2026!']) {
      expect(rule(password), password).toBeUndefined();
    }
    expect(assessPassword('Girafe-Tambour-Violet-42!', durand, 3, estimator).score).toBe(4);
  });

  it('applies the configured minimum score', () => {
    const password = 'Ancien!2023x';
    const { score } = assessPassword(password, {}, 0, estimator);
    expect(score).toBe(3);
    expect(newPasswordRule({ ...policy, min_score: 3 }, estimator)(password)).toBeUndefined();
    expect(newPasswordRule({ ...policy, min_score: 4 }, estimator)(password)).toBe(passwordStrengthMessages.guessable);
  });

  it('keeps the spec rule and its message first', () => {
    expect(rule('court')).toBe(passwordPolicyMessage(policy));
  });

  it('judges a long password on its first 40 characters', () => {
    expect(rule('kT4#vW8q!Lm2Zq7!mK2#pL9xGirafe-Tambour-42' + 'a'.repeat(10_000))).toBeUndefined();
    expect(rule('Motdepasse2026!'.padEnd(60, '!'))).toBe(passwordStrengthMessages.leaked);
  });

  it('takes the words of names and addresses, short ones aside', () => {
    expect(personalWords({ firstName: 'Li', lastName: "N'Diaye", emails: ['j.li@hopital-nord.fr'] })).toEqual(
      expect.arrayContaining(['ndiaye', 'diaye', 'hopitalnord', 'hopital', 'nord']),
    );
    expect(personalWords({ firstName: 'Li' })).toEqual([]);
  });
});
