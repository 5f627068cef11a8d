/** What logs never show: the values of the fields that carry a password, a code, a token or a secret. */
export const REDACTED = '[redacted]';

/**
 * Form, JSON and query fields of the portal, the provider and Pro Santé Connect that hold credentials.
 * `test/takeover-paths/6-read-in-the-code.test.ts` checks it against every field of every call and of
 * the shared call shapes whose name says it holds a password, a code or a token.
 */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'confirmNewPassword',
  'otpToken',
  'otp',
  'code',
  'token',
  'client_secret',
  'access_token',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'logout_token',
  'code_verifier',
  'client_assertion',
  'pscUserInfo',
  // The provider's sign-out form: the session's secret against cross-site posts.
  'xsrf',
] as const;

const SECRET_NAMES = new Set<string>(SECRET_FIELDS.map((field) => field.toLowerCase()));

const decoded = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** The address with the value of each credential in its query replaced: `/portal/callback?code=[redacted]&state=...`. */
export function maskedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_NAMES.has(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
