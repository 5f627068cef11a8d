/**
 * The complete sign-ins `bench:login` measures, each as the portal's screens make it
 * (docs/sign-in-flow.md) from an empty cookie jar, up to `GET /me` answering 200: password then the
 * code by e-mail (read from the SMTP catcher the portal sends to), password then the authenticator
 * app's code, and the password alone.
 */
import { LOGIN_CODE_LENGTH, XSRF_COOKIE, XSRF_HEADER, type SendCodeAnswer } from '@portal/shared';
import type { SmtpCatcher } from '../../apps/server/test/support/smtp-catcher.ts';
import type { TimedUser } from './http.ts';
import {
  expectHome,
  FlowError,
  json,
  landing,
  postForm,
  postPassword,
  spaError,
  startSignIn,
  type Landing,
} from './portal.ts';
import type { TotpAccounts } from './totp-accounts.ts';

/** What a sign-in needs of the portal it runs against. */
export interface SignInTarget {
  /** `Origin` of the portal's pages, sent with its forms. */
  origin: string;
  password: string;
  /** The address of the n-th sign-in's account (no authenticator app). */
  account(n: number): string;
  /** Where the portal's mails arrive. */
  mailbox: SmtpCatcher;
  /** Accounts with an authenticator app; present under the default configuration. */
  totp?: TotpAccounts;
}

export interface Scenario {
  name: string;
  /** The server's `auth.otp_is_mandatory`: true is the default configuration. */
  otpIsMandatory: boolean;
  /** One complete sign-in; `n` picks the account. */
  signIn(user: TimedUser, target: SignInTarget, n: number): Promise<void>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The browser lands on a page of the web app: it loads it (counted, not made: see `TimedUser`). */
async function landOnPage(user: TimedUser, answer: Parameters<typeof landing>[1], what: string): Promise<Landing> {
  const landed = await landing(user, answer, what);
  user.loadedPage(landed.page);
  return landed;
}

/** `startSignIn` and the login form, which must lead to the second factor's page `route`. */
async function password(user: TimedUser, target: SignInTarget, email: string, route: 'otp' | 'totp') {
  user.reset();
  const interactionId = await startSignIn(user);
  const posted = await postPassword(user, interactionId, email, target.password, target.origin);
  const landed = await landOnPage(user, posted, 'login post');
  if (landed.route !== route) throw new FlowError(`login post: ${spaError(landed.page)} (expected /#/${route})`);
  return interactionId;
}

/** The code form (`/oidc/interaction/{id}/otp`), then the redirects to `/#/`, then `GET /me`. */
async function finishWithCode(
  user: TimedUser,
  target: SignInTarget,
  interactionId: string,
  prompt: 'otp' | 'totp',
  otpToken: string,
) {
  const path = `/oidc/interaction/${encodeURIComponent(interactionId)}/otp`;
  const posted = await postForm(user, path, { prompt, otpToken }, target.origin);
  expectHome(await landOnPage(user, posted, 'code post'), user, 'code post');
  await signedIn(user);
}

/** The home page's `GET /me`: the sign-in is complete when it answers 200. */
async function signedIn(user: TimedUser) {
  const me = await user.send('/me', { headers: { accept: 'application/json' } });
  if (me.status !== 200) throw new FlowError(`GET /me: HTTP ${me.status}`);
}

/** `POST /otp/sendByEmail` as the code screen's button sends it, then the code read in the mail. */
async function codeByEmail(user: TimedUser, mailbox: SmtpCatcher, email: string): Promise<string> {
  const xsrf = user.jar.value(XSRF_COOKIE);
  if (!xsrf) throw new FlowError(`no ${XSRF_COOKIE} cookie before /otp/sendByEmail`);
  const { prefix } = json<SendCodeAnswer>(
    await user.send('/otp/sendByEmail', {
      method: 'POST',
      headers: { accept: 'application/json', [XSRF_HEADER]: xsrf },
    }),
    'POST /otp/sendByEmail',
  );
  const mail = await mailbox.waitFor(email, new RegExp(`^${escapeRegExp(prefix)} `));
  // The mail shows the prefix then the code; the form takes the code's digits.
  const code = new RegExp(`${escapeRegExp(prefix)}(\\d{${LOGIN_CODE_LENGTH}})`).exec(mail.text)?.[1];
  if (!code) throw new FlowError('no code in the mail');
  return code;
}

export const CODE_BY_EMAIL: Scenario = {
  name: 'password + code by e-mail',
  otpIsMandatory: true,
  async signIn(user, target, n) {
    const email = target.account(n);
    const interactionId = await password(user, target, email, 'otp');
    await finishWithCode(user, target, interactionId, 'otp', await codeByEmail(user, target.mailbox, email));
  },
};

export const AUTHENTICATOR_APP: Scenario = {
  name: 'password + authenticator app',
  otpIsMandatory: true,
  async signIn(user, target) {
    if (!target.totp) throw new Error('no accounts with an authenticator app');
    const { email, code } = await target.totp.take();
    const interactionId = await password(user, target, email, 'totp');
    await finishWithCode(user, target, interactionId, 'totp', code);
  },
};

export const PASSWORD_ONLY: Scenario = {
  name: 'password only',
  otpIsMandatory: false,
  async signIn(user, target, n) {
    user.reset();
    const interactionId = await startSignIn(user);
    const posted = await postPassword(user, interactionId, target.account(n), target.password, target.origin);
    expectHome(await landOnPage(user, posted, 'login post'), user, 'login post');
    await signedIn(user);
  },
};
