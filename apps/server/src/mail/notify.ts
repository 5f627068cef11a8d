/**
 * Telling someone about something: `notify(to, content, { kind, tx })`, the outbox's
 * (`mail-outbox/outbox.ts`). The mail is recorded in the change's transaction when `tx` is given,
 * and delivered (and retried) by the outbox's worker after the answer.
 */
export type { Outbox as Notify } from '../mail-outbox/outbox.ts';
