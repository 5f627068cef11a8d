import type { TFunction } from 'i18next';
import { CAPTCHA_MAX_WORKERS, isValidChallenge } from '@portal/shared';

const CHALLENGE_URL = '/captcha/challenge';

/** The widget's texts in French. */
function strings(t: TFunction) {
  return {
    ariaLinkLabel: t('emailValidation.captchaFooter'),
    error: t('emailValidation.captchaError'),
    expired: t('emailValidation.captchaExpired'),
    footer: t('emailValidation.captchaFooter'),
    label: t('emailValidation.captchaLabel'),
    loading: t('app.loading'),
    reload: t('emailValidation.captchaReload'),
    verificationRequired: t('emailValidation.captchaRequired'),
    verified: t('emailValidation.captchaVerified'),
    verifying: t('emailValidation.captchaVerifying'),
    waitAlert: t('emailValidation.captchaWait'),
  };
}

/** Fetches the challenge and refuses one that fails the spec's checks (section 5). */
async function checkedFetch(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, credentials: 'include' });
  if (response.ok && url.includes(CHALLENGE_URL)) {
    const body: unknown = await response.clone().json();
    if (!isValidChallenge(body)) throw new Error('Invalid captcha challenge');
  }
  return response;
}

/**
 * Challenge from `GET /captcha/challenge`, solved as soon as the widget is shown (no click needed),
 * in at most 16 workers, French texts.
 */
export function altchaOptions(t: TFunction, workerurl: string): AltchaWidgetOptions {
  return {
    auto: 'onload',
    challengeurl: CHALLENGE_URL,
    customfetch: checkedFetch,
    strings: JSON.stringify(strings(t)),
    workers: Math.min(CAPTCHA_MAX_WORKERS, navigator.hardwareConcurrency || CAPTCHA_MAX_WORKERS),
    workerurl,
    hidelogo: false,
    hidefooter: false,
  };
}
