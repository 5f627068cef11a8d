/**
 * The e-mail sent when an account signs in from a browser it never used (no `portal_device` cookie
 * naming it, `sign-in/trusted-devices.ts`): what signed in, when, from which browser and address,
 * and a link to a page of the portal whose button signs that browser out. The link carries a value
 * sealed for this use alone, good for a few days; opening it ends nothing (mail scanners follow
 * links), its page's button does. Not sent for an account's very first sign-in (after its sign-up:
 * the browser is new by nature), nor when anything fails: the sign-in goes on.
 */
import type { FastifyRequest } from 'fastify';
import { END_SESSION_ROUTE, browserLabel, signInMethodLabel } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { newBrowserMail } from '../mail/new-browser.ts';
import type { Notify } from '../mail/notify.ts';
import type { SealedValues } from '../security/sealed-values.ts';
import { auditMethodOf } from '../sign-in/journal.ts';
import type { MethodName } from '../sign-in/methods/method.ts';
import { seenBrowser, type BrowserNames } from './browser-names.ts';
import { accountSessionsRepository } from './repository.ts';

export const END_BROWSER_LINK_DAYS = 3;
const END_BROWSER_LINK_SECONDS = END_BROWSER_LINK_DAYS * 24 * 3600;

/** What the link's value names: a browser of an account (`browser_sessions.id`). */
export interface EndBrowserLink {
  userId: string;
  browserId: string;
}

export interface CompletedSignIn {
  userId: string;
  /** The provider interaction the sign-in completes. */
  interactionUid: string;
  amr: string[];
  /** The names of the methods done, in order. */
  methods: MethodName[];
  /** Whether this browser completed a sign-in of the account before. */
  known: boolean;
}

interface Deps {
  db: Db;
  notify: Notify;
  sealed: SealedValues;
  publicUrl: string;
  log: Logger;
}

export function newBrowserNotices({ db, notify, sealed, publicUrl, log }: Deps) {
  const repository = accountSessionsRepository(db);

  async function tell(
    tx: Db,
    userId: string,
    { amr, methods }: Pick<CompletedSignIn, 'amr' | 'methods'>,
    seen: BrowserNames & { address: string },
    browserId: string,
  ) {
    const link: EndBrowserLink = { userId, browserId };
    const token = sealed.seal('end browser', link, END_BROWSER_LINK_SECONDS);
    const mail = newBrowserMail({
      at: new Date(),
      method: signInMethodLabel(auditMethodOf(amr, methods)),
      browser: browserLabel(seen.browser, seen.system),
      address: seen.address,
      endUrl: `${publicUrl}/#/${END_SESSION_ROUTE}/${token}`,
    });
    await notify(await accountsRepository(tx).addressesOf(userId), mail, { kind: 'new-browser', tx });
  }

  return {
    /** A sign-in completed (before this browser is trusted): the owner is told when the browser is new. */
    async signedIn(
      request: FastifyRequest,
      { userId, interactionUid, amr, methods, known }: CompletedSignIn,
    ): Promise<void> {
      if (known) return;
      try {
        if (!(await repository.signedInBefore(userId))) return;
        const seen = seenBrowser(request.headers['user-agent'], request.ip);
        // The browser's row and the owner's notice in one transaction; the outbox delivers it.
        await db.transaction(async (tx) => {
          const browserId = await accountSessionsRepository(tx).signingIn(userId, interactionUid, seen);
          await tell(tx, userId, { amr, methods }, seen, browserId);
        });
      } catch (err) {
        log.error({ err, userId }, 'new-browser notice not prepared');
      }
    },

    /** The link's value: the browser it names, when sealed for this use and unexpired. */
    opened(token: string): EndBrowserLink | undefined {
      const value = sealed.open('end browser', token) as Partial<EndBrowserLink> | undefined;
      return typeof value?.userId === 'string' && typeof value.browserId === 'string'
        ? { userId: value.userId, browserId: value.browserId }
        : undefined;
    },
  };
}
export type NewBrowserNotices = ReturnType<typeof newBrowserNotices>;
