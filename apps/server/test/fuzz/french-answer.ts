/**
 * What every answer must be, whatever was sent: no 5xx, and any message the user may read in
 * French (JSON `message`, OAuth `error_description` in a body or a redirect, an HTML page).
 */
import { AUTH_SESSION_OVER, TOO_MANY_REQUESTS } from '@portal/shared';
import type { Response } from '../support/browser.ts';

/** Words and phrases of Fastify's, Node's, Koa's and oidc-provider's English answers. */
const ENGLISH = [
  /not found/i,
  /\bRoute /,
  /\boops\b/i,
  /bad request/i,
  /unexpected token/i,
  /body cannot be empty/i,
  /\bmust\b/i,
  /\binvalid\b/i,
  /\bfailed\b/i,
  /\bthe\b/i,
  /\bis\b/i,
  /\bmissing\b/i,
  /\brequired\b/i,
  /\bunsupported\b/i,
  /\bexceed/i,
  /too large/i,
  /internal server error/i,
  /something went wrong/i,
  /submitting/i,
  /\bcontinue\b/i,
  /\bsuccess/i,
  /\bplease\b/i,
];
/** French, with its accents or (an OAuth `error_description`, printable ASCII) without. */
const FRENCH =
  /[àâçéèêëîïôûùüœ]|\b(le|la|les|l|de|des|du|d|un|une|est|et|ou|ne|n|pas|ce|cette|vous|votre|doit|requête|requete|invalide|introuvable|ressource|acces|refuse|service)\b/i;

/** Bodies the spec fixes in English because the browser matches them (sections 7 and 8). */
const SPEC_BODIES = new Set<string>([TOO_MANY_REQUESTS, AUTH_SESSION_OVER]);

/** English found in a text, or (for a message) no French word in it. */
function notFrench(text: string, { message = true } = {}): string | undefined {
  if (SPEC_BODIES.has(text)) return undefined;
  const english = ENGLISH.find((pattern) => pattern.test(text));
  if (english) return `English (${english.source}): ${text.slice(0, 160)}`;
  if (message && !FRENCH.test(text)) return `not French: ${text.slice(0, 160)}`;
  return undefined;
}

/** The visible text of a page: no markup, no script or style. */
const pageText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function jsonMessage(body: string): { message?: unknown } | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const { message, error_description: description } = parsed as Record<string, unknown>;
    return { message: message ?? description };
  } catch {
    return undefined;
  }
}

function redirectProblem(location: string): string | undefined {
  const url = URL.parse(location, 'http://portail.invalid');
  if (!url) return undefined;
  const description =
    url.searchParams.get('error_description') ?? new URLSearchParams(url.hash.slice(1)).get('error_description');
  return description === null ? undefined : notFrench(description);
}

/** Why an answer is not acceptable, or undefined. */
export function answerProblem(response: Response): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}: ${response.body.slice(0, 200)}`;
  const location = response.headers.location;
  if (typeof location === 'string') {
    const problem = redirectProblem(location);
    if (problem) return `redirect ${problem}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  const body = response.body;
  if (type.includes('json')) {
    const parsed = jsonMessage(body);
    if (!parsed) return `unreadable JSON: ${body.slice(0, 120)}`;
    if (parsed.message === undefined) return status >= 400 ? `no message: ${body.slice(0, 160)}` : undefined;
    return typeof parsed.message === 'string'
      ? notFrench(parsed.message)
      : `message not a string: ${body.slice(0, 160)}`;
  }
  if (type.includes('html')) {
    if (!/<html[^>]*\blang="fr"/i.test(body)) return `HTML page without lang="fr": ${body.slice(0, 160)}`;
    // A page that is not an error (the SPA's shell) may hold no sentence at all.
    return notFrench(pageText(body), { message: status >= 400 });
  }
  if (status >= 400) {
    if (type.includes('text/plain') && SPEC_BODIES.has(body)) return undefined;
    return `no French message (${type || 'no type'}): ${body.slice(0, 160)}`;
  }
  return undefined;
}
