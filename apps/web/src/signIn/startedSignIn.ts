/**
 * A sign-in started on the portal, remembered in this tab across the page loads of its forms
 * (each form is posted by the browser and answered by a redirect): the address typed, so that a
 * wrong password does not empty it, and the app whose tile asked for it, to offer once signed in.
 */
const KEY = 'startedSignIn';
/** Long enough for a code that takes its time to arrive; an older record is forgotten. */
const KEPT_MS = 30 * 60 * 1000;

export interface StartedSignIn {
  /** The address typed in the login form. */
  login?: string;
  /** The client id of the tile clicked before signing in. */
  clientId?: string;
}

interface Stored extends StartedSignIn {
  at: number;
}

function read(): StartedSignIn | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (stored && typeof stored.at === 'number' && Date.now() - stored.at < KEPT_MS) return stored;
  } catch {
    // An unreadable record is no record.
  }
  return undefined;
}

/** Just before a login form (or Pro Santé Connect) leaves the page. */
export function rememberSignIn(started: StartedSignIn): void {
  const stored: Stored = { ...started, at: Date.now() };
  sessionStorage.setItem(KEY, JSON.stringify(stored));
}

/** The sign-in in progress, when a form came back with an error: the address typed, the app asked for. */
export function startedSignIn(): StartedSignIn | undefined {
  const started = read();
  return started && { login: stringOrUndefined(started.login), clientId: stringOrUndefined(started.clientId) };
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Once signed in: what the sign-in was started for, read once. */
export function takeStartedSignIn(): StartedSignIn | undefined {
  const started = startedSignIn();
  sessionStorage.removeItem(KEY);
  return started;
}
