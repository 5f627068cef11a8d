/** The e-mail validation and captcha calls of the sign-up (spec sections 3, 5, 7, 9). */
import { z } from 'zod';
import { SIGNUP_CODE_LENGTH } from './domain.ts';

const text = (max: number) => z.string().max(max);

/** The code `POST /api/signup` answers (200) when the account exists but the administrators could not be told. */
export const NOTIFICATION_FAILED = 'NOTIFICATION_FAILED';
/** Captcha (spec section 9). */
export const CAPTCHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'] as const;
export const CAPTCHA_MAX_NUMBER = 1_000_000;
export const CAPTCHA_MAX_WORKERS = 16;

/** `POST /api/emails/send-otp` body; captchaPayload is the ALTCHA widget's base64 JSON payload. */
export interface SendOtpPayload {
  email: string;
  emailValidationId: string;
  captchaPayload: string;
}
export const sendOtpPayloadSchema = z.object({
  email: text(254),
  emailValidationId: z.uuid(),
  captchaPayload: text(4000).default(''),
}) satisfies z.ZodType<SendOtpPayload, unknown>;

/** The code itself (`otp`) is never sent by the server. */
export interface SendOtpAnswer {
  emailValidationId: string;
  email: string;
  otp?: string;
  messageId: string;
  prefix: string;
}

export interface VerifyOtpPayload {
  otp: string;
  email: string;
  emailValidationId: string;
}
export const verifyOtpPayloadSchema = z.object({
  otp: text(SIGNUP_CODE_LENGTH + 20),
  email: text(254),
  emailValidationId: z.uuid(),
}) satisfies z.ZodType<VerifyOtpPayload, unknown>;

export interface VerifyOtpAnswer {
  matched: boolean;
}

/** `POST /api/signup` answer; `code`/`message` only on the NOTIFICATION_FAILED path (still a 200). */
export interface SignupAnswer {
  returnTo?: string;
  code?: typeof NOTIFICATION_FAILED;
  message?: string;
}

/** `GET /captcha/challenge` (ALTCHA v1). */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** Spec section 5: algorithm and signature present, known algorithm, challenge >= 40, salt >= 10 characters. */
export function isValidChallenge(value: unknown): value is CaptchaChallenge {
  if (!value || typeof value !== 'object') return false;
  const { algorithm, challenge, salt, signature } = value as Record<string, unknown>;
  return (
    typeof algorithm === 'string' &&
    (CAPTCHA_ALGORITHMS as readonly string[]).includes(algorithm) &&
    typeof signature === 'string' &&
    signature !== '' &&
    typeof challenge === 'string' &&
    challenge.length >= 40 &&
    typeof salt === 'string' &&
    salt.length >= 10
  );
}
