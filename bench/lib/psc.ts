/**
 * A sign-in by Pro Santé Connect as a browser makes it (apps/server/test/psc/sign-in.test.ts): the
 * portal's login screen, its button (`/psc/init`, `/psc/authorize`), the provider's choice page and
 * its form, then the provider's redirect to `/psc/callback` and the portal's redirects to `/#/`.
 * Two virtual users, one per site (the portal and the stand-in), each timing its own requests.
 */
import { luhnCheckDigit, pscPractitioner, type PscDemoPractitioner } from '@portal/psc-stand-in';
import { isRedirect, type TimedUser } from './http.ts';
import { FlowError, followRedirects, json, spaError } from './portal.ts';

/** The RPPS of bench practitioner `i` (from 1): `1`, nine digits, the Luhn check digit. */
export function benchRpps(i: number): string {
  if (!Number.isInteger(i) || i < 1 || i > 99_999_999) throw new Error(`no bench RPPS for ${i}`);
  const digits = `1${String(900_000_000 + i)}`;
  return `${digits}${luhnCheckDigit(digits)}`;
}

/** The stand-in's key of bench practitioner `i`. */
export const benchPractitionerKey = (i: number) => `bench-${i}`;

/** Practitioners 1 … count, `Bench{i}`, each with its own RPPS and one private practice. */
export function benchPractitioners(count: number): PscDemoPractitioner[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return pscPractitioner({
      key: benchPractitionerKey(i),
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      codeCivilite: 'M',
      givenName: 'Banc',
      familyName: `Bench${i}`,
      rpps: benchRpps(i),
      exercice: { codeSavoirFaire: 'SM01' },
      activities: [
        {
          codeModeExercice: 'L',
          codeSecteurDactivite: 'SA07',
          codeGenreActivite: 'GENR01',
          raisonSocialeSite: 'CABINET DE MESURE',
          codePostal: '69006',
          codeCommune: '69386',
          autoriteDenregistrement: 'RPPS/ONM',
        },
      ],
    });
  });
}

/** Milliseconds of each step of a sign-in, as the bench measures them. */
export interface PscSignInSteps {
  /** `GET /portalLogin`. */
  portalLogin: number;
  /** The authorization request as JSON and its redirects to the interaction's details. */
  interaction: number;
  /** `GET /psc/init?interactionId=…`. */
  pscInit: number;
  /** `GET /psc/authorize?…`: the transaction cookie and the 303 to the provider. */
  pscAuthorize: number;
  /** At the provider: the authorization request and the choice page. */
  choicePage: number;
  /** At the provider: the practitioner posted, redirects until the portal's callback. */
  choicePost: number;
  /** `GET /psc/callback`: code exchange and userinfo at the provider, the account found. */
  callback: number;
  /** The portal's redirects after the callback: interaction, authorization, `/portal/callback`. */
  toPortal: number;
}

export const PSC_STEP_LABELS: Record<keyof PscSignInSteps, string> = {
  portalLogin: 'GET /portalLogin',
  interaction: 'authorization -> interaction (JSON)',
  pscInit: 'GET /psc/init',
  pscAuthorize: 'GET /psc/authorize (303 to PSC)',
  choicePage: 'PSC: authorization -> choice page',
  choicePost: 'PSC: POST practitioner -> callback',
  callback: 'GET /psc/callback (token + userinfo)',
  toPortal: 'redirects -> /portal/callback -> /#/',
};

export const emptySteps = (): PscSignInSteps => ({
  portalLogin: 0,
  interaction: 0,
  pscInit: 0,
  pscAuthorize: 0,
  choicePage: 0,
  choicePost: 0,
  callback: 0,
  toPortal: 0,
});

export interface PscSignInResult {
  steps: PscSignInSteps;
  /** Sum of the portal's requests' durations (its callback includes its own calls to the provider). */
  portalMs: number;
  /** Sum of the provider's requests' durations (the browser's only). */
  standInMs: number;
  portalRequests: number;
  standInRequests: number;
}

const HTML = { accept: 'text/html' };
const JSON_ACCEPT = { accept: 'application/json' };

/**
 * A whole sign-in of `practitionerKey` by Pro Santé Connect from the login screen, from two empty
 * cookie jars (a new browser); must end on `/#/` with `portal_session`.
 */
export async function pscSignIn(
  portal: TimedUser,
  standIn: TimedUser,
  practitionerKey: string,
): Promise<PscSignInResult> {
  portal.reset();
  standIn.reset();
  const t0 = performance.now();
  const { authUrl } = json<{ authUrl: string }>(
    await portal.send('/portalLogin', { headers: JSON_ACCEPT }),
    'GET /portalLogin',
  );
  const t1 = performance.now();

  const toInteraction = await followRedirects(
    portal,
    await portal.send(authUrl, { headers: JSON_ACCEPT }),
    'application/json',
  );
  if (toInteraction.stoppedAt) throw new FlowError(`authorization: ${spaError(toInteraction.stoppedAt)}`);
  const { interactionId, interactionType } = json<{ interactionId: string; interactionType: string }>(
    toInteraction.last,
    'interaction details',
  );
  if (interactionType !== 'login') throw new FlowError(`interaction type ${interactionType} (expected login)`);
  const t2 = performance.now();

  const { oidcAuthUrl } = json<{ oidcAuthUrl: string }>(
    await portal.send(`/psc/init?interactionId=${encodeURIComponent(interactionId)}`, { headers: JSON_ACCEPT }),
    'GET /psc/init',
  );
  const t3 = performance.now();

  const toProvider = await portal.send(oidcAuthUrl, { headers: HTML });
  if (toProvider.status !== 303 || !toProvider.location) {
    throw new FlowError(`/psc/authorize: HTTP ${toProvider.status}`, toProvider.location?.href);
  }
  if (toProvider.location.origin !== standIn.base.origin) {
    const where = toProvider.location;
    throw new FlowError(
      `/psc/authorize: ${where.origin === portal.base.origin ? spaError(where) : `sent to ${where.origin}`}`,
    );
  }
  const t4 = performance.now();

  const page = await followRedirects(standIn, await standIn.send(toProvider.location, { headers: HTML }), 'text/html');
  if (page.stoppedAt || page.last.status !== 200) {
    throw new FlowError(`PSC: no choice page (HTTP ${page.last.status})`, page.stoppedAt?.href);
  }
  const action = /<form method="post" action="([^"]+)"/.exec(page.last.body)?.[1];
  if (!action) throw new FlowError('PSC: no form on the choice page', page.last.body.slice(0, 200));
  const t5 = performance.now();

  const posted = await standIn.send(new URL(action.replace(/&amp;/g, '&'), page.last.url), {
    headers: { ...HTML, origin: standIn.base.origin },
    form: { practitioner: practitionerKey },
  });
  if (!isRedirect(posted.status)) {
    throw new FlowError(`PSC: choice post HTTP ${posted.status}`, posted.body.slice(0, 200));
  }
  const back = await followRedirects(standIn, posted, 'text/html');
  const callbackUrl = back.stoppedAt;
  if (!callbackUrl || callbackUrl.origin !== portal.base.origin || callbackUrl.pathname !== '/psc/callback') {
    throw new FlowError(
      `PSC: did not come back to /psc/callback (HTTP ${back.last.status})`,
      callbackUrl?.href ?? back.last.body.slice(0, 200),
    );
  }
  const t6 = performance.now();

  const callback = await portal.send(callbackUrl, { headers: HTML });
  if (!isRedirect(callback.status)) throw new FlowError(`/psc/callback: HTTP ${callback.status}`);
  const t7 = performance.now();

  const done = await followRedirects(portal, callback, 'text/html');
  if (!done.stoppedAt) throw new FlowError(`sign-in ended on HTTP ${done.last.status} at ${done.last.url.pathname}`);
  if (done.stoppedAt.origin !== portal.base.origin || done.stoppedAt.hash !== '#/') {
    throw new FlowError(
      `sign-in: ${done.stoppedAt.origin === portal.base.origin ? spaError(done.stoppedAt) : `left for ${done.stoppedAt.origin}`}`,
    );
  }
  if (!done.visited.includes('/portal/callback')) throw new FlowError('sign-in did not go through /portal/callback');
  if (!portal.jar.has('portal_session')) throw new FlowError('no portal_session cookie at the end');
  const t8 = performance.now();

  return {
    steps: {
      portalLogin: t1 - t0,
      interaction: t2 - t1,
      pscInit: t3 - t2,
      pscAuthorize: t4 - t3,
      choicePage: t5 - t4,
      choicePost: t6 - t5,
      callback: t7 - t6,
      toPortal: t8 - t7,
    },
    portalMs: portal.busyMs,
    standInMs: standIn.busyMs,
    portalRequests: portal.requests,
    standInRequests: standIn.requests,
  };
}
