-- 0023_mail_outbox: every mail the portal sends, recorded in the transaction of the change that
-- causes it (with its `mail-delivery` job) and delivered by a worker (`mail/outbox.ts`).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The template's name (`password-changed`, `login-code`…), for the super administrator.
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  -- The text and HTML sealed with the secret box (codes and links are secrets); erased once sent.
  body text,
  -- queued → sending (claimed under a lease) → sent, or queued again after a failed try, or failed
  -- once the configured tries are spent.
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- A claim older than this is an instance that died while sending: the next try takes the mail.
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  sent_at timestamptz
);
--> statement-breakpoint
CREATE INDEX mail_outbox_state_created_at ON mail_outbox (state, created_at DESC);
