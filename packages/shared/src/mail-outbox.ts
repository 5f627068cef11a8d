/**
 * The mail outbox as the super administrator reads it (`GET /api/admin/mails?state=failed`) and
 * sends a failed mail again (`POST /api/admin/mails/:mailId/resend` → 202 `{}`).
 */

/** queued: waiting for a try (or its retry); sending: a try under way; sent; failed: every try spent. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** At most this many mails per answer, newest first. */
export const MAIL_LIST_LIMIT = 100;

export interface OutboxMail {
  id: string;
  /** The recipient's address. */
  to: string;
  subject: string;
  /** The mail's template (`password-changed`, `login-code`…). */
  kind: string;
  /** SMTP tries so far. */
  attempts: number;
  /** What the SMTP server (or the connection) answered to the last try, when it failed. */
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null before the first try. */
  lastAttemptAt: string | null;
}

export interface OutboxMails {
  mails: OutboxMail[];
}

export const mailOutboxMessages = {
  mailResent: "Le message a été remis en file d'envoi",
  mailUnknown: "Ce message n'existe pas ou n'est pas en échec",
  mailAlreadyQueued: "Ce message est déjà en cours d'envoi",
} as const;
