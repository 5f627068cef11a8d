import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  isValidChallenge,
  removeEmptyValues,
  signupMessages,
  signupPayloadSchema,
  validateSignup,
  type SignupPayload,
} from './signup.ts';

const options = {
  passwordSecurity: {
    min_length: 10,
    mandatory_patterns: { lowercase_pattern: '[a-z]', uppercase_pattern: '[A-Z]', digit_pattern: '[0-9]' },
    special_chars_utf8: '',
    min_score: 3,
  },
  blockedDomains: [{ domain: 'yopmail', message: 'Adresse jetable refusée' }],
};

const valid: SignupPayload = {
  civilTitle: 'MME',
  lastName: 'Durand',
  firstName: 'Claire',
  rpps: '10003456786',
  phones: [{ phone: '06 12 34 56 78', isPrincipal: true }],
  emails: [{ email: 'claire.durand@exemple.fr', emailValidationId: '6f1c1d43-6a63-4b6f-9f6a-4a7c3d2e1b00' }],
  password: 'Motdepasse1',
  confirmPassword: 'Motdepasse1',
  jobCode: '10',
  jobPlaces: [{ jobPlaceId: 'p1', adminSiteId: 's1' }],
};

describe('sign-up rules', () => {
  it('accepts a complete doctor sign-up and a corporation without civil title nor first name', () => {
    expect(validateSignup(valid, options)).toEqual([]);
    const corporation = { ...valid, civilTitle: undefined, firstName: undefined, rpps: undefined };
    expect(validateSignup({ ...corporation, isCorporation: true, lastName: 'SELARL Anapath' }, options)).toEqual([]);
  });

  it('lists the first failure of each field in form order', () => {
    const failures = validateSignup(
      {
        lastName: ' ',
        rpps: '123',
        phones: [{ phone: '12', isPrincipal: true }],
        emails: [],
        password: 'court',
        confirmPassword: 'autre',
        jobCode: '',
        jobPlaces: [{ jobPlaceId: 'p1', adminSiteId: '' }],
      },
      { ...options, cguAccepted: false },
    );
    expect(failures.map((f) => f.field)).toEqual([
      'civilTitle',
      'lastName',
      'firstName',
      'rpps',
      'phones',
      'emails',
      'jobCode',
      'jobPlaces',
      'password',
      'confirmPassword',
      'cgu',
    ]);
    expect(failures.map((f) => f.message).slice(0, 8)).toEqual([
      messages.civilTitleRequired,
      messages.lastNameRequired,
      messages.firstNameRequired,
      messages.rppsLength,
      messages.phoneInvalid,
      messages.emailRequired,
      messages.jobRequired,
      messages.jobPlacesRequired,
    ]);
    expect(failures[8]?.message).toMatch(/au moins 10 caractères/);
    expect(failures[9]?.message).toBe(messages.passwordsDiffer);
    expect(failures[10]?.message).toBe(messages.cguRequired);
  });

  it('names the company for corporations, and checks e-mails and phones', () => {
    const corporation = validateSignup({ ...valid, isCorporation: true, lastName: '' }, options);
    expect(corporation).toEqual([{ field: 'corporationName', message: messages.companyNameRequired }]);
    const email = (e: SignupPayload['emails']) => validateSignup({ ...valid, emails: e }, options)[0]?.message;
    expect(email([{ email: 'a@yopmail.com', emailValidationId: 'x' }])).toBe('Adresse jetable refusée');
    expect(email([{ email: 'a@b', emailValidationId: 'x' }])).toBe(messages.emailInvalid);
    expect(email([{ email: 'a@b.fr', emailValidationId: '' }])).toBe(signupMessages.emailNotValidated);
    expect(email([...valid.emails, ...valid.emails])).toBe(signupMessages.singleEmail);
    const twoPrincipals = [
      { phone: '0612345678', isPrincipal: true },
      { phone: '0712345678', isPrincipal: true },
    ];
    expect(validateSignup({ ...valid, phones: twoPrincipals }, options)[0]?.message).toBe(messages.onePrincipalPhone);
  });

  it('removes empty values but keeps booleans', () => {
    expect(removeEmptyValues({ a: '', b: null, c: undefined, d: [], e: false, f: 'x', g: [1], h: 0, i: ' ' })).toEqual({
      e: false,
      f: 'x',
      g: [1],
      h: 0,
    });
  });

  it('parses the payload shape with defaults', () => {
    const parsed = signupPayloadSchema.parse({ lastName: 'Durand' });
    expect(parsed).toMatchObject({ lastName: 'Durand', emails: [], jobPlaces: [], password: '' });
    expect(signupPayloadSchema.safeParse({ lastName: 'D', civilTitle: 'Dr' }).success).toBe(false);
  });

  it('checks captcha challenges as the widget does', () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'a'.repeat(64), salt: 'abcdefghij', signature: 's' };
    expect(isValidChallenge(challenge)).toBe(true);
    expect(isValidChallenge({ ...challenge, algorithm: 'MD5' })).toBe(false);
    expect(isValidChallenge({ ...challenge, signature: '' })).toBe(false);
    expect(isValidChallenge({ ...challenge, challenge: 'a'.repeat(39) })).toBe(false);
    expect(isValidChallenge({ ...challenge, salt: 'short' })).toBe(false);
    expect(isValidChallenge(null)).toBe(false);
  });
});
