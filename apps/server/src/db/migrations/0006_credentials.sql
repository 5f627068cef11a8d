-- 0006_credentials: throttling of failed sign-ins (separate from an administrator's lock), the moment
-- a portal session was authenticated (step-up for sensitive changes), the account of each provider
-- row (revocation), and pending changes of an RPPS profession with their directory check.
ALTER TABLE users ADD COLUMN throttled_until timestamptz;
--> statement-breakpoint
ALTER TABLE portal_sessions ADD COLUMN authenticated_at timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE portal_sessions ADD COLUMN reauthenticated_at timestamptz;
--> statement-breakpoint
ALTER TABLE oidc_payloads ADD COLUMN account_id text;
--> statement-breakpoint
UPDATE oidc_payloads SET account_id = payload->>'accountId';
--> statement-breakpoint
CREATE INDEX oidc_payloads_account_id_idx ON oidc_payloads (account_id);
--> statement-breakpoint
ALTER TABLE pending_updates DROP CONSTRAINT IF EXISTS pending_updates_field_check;
--> statement-breakpoint
ALTER TABLE pending_updates ADD CONSTRAINT pending_updates_field_check
  CHECK (field IN ('civilTitle', 'firstName', 'lastName', 'rpps', 'jobCode'));
--> statement-breakpoint
-- What the national directory says of the change: 'match', 'mismatch' or 'unknown' (no such RPPS).
ALTER TABLE pending_updates ADD COLUMN directory_check text;
