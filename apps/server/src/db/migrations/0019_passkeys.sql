-- 0019_passkeys: an account's passkeys (WebAuthn credentials), a way of signing in alone or as a
-- second factor after the password; the sign-in flow may now await one.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The authenticator's credential id, base64url, as the browser names it in an assertion.
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  -- The signature counter last seen (0 for authenticators that keep none).
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  -- 'singleDevice' (a security key: amr hwk) or 'multiDevice' (a synced passkey: amr swk).
  device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up boolean NOT NULL DEFAULT false,
  -- The name its owner gave it.
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX passkeys_user_id ON passkeys (user_id);
--> statement-breakpoint
ALTER TABLE sign_in_flows DROP CONSTRAINT sign_in_flows_pending_check;
--> statement-breakpoint
ALTER TABLE sign_in_flows ADD CONSTRAINT sign_in_flows_pending_check
  CHECK (pending IN ('email_code', 'authenticator_app', 'passkey', 'psc'));
