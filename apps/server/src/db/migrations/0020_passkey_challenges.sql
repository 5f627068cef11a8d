-- 0020_passkey_challenges: the WebAuthn challenges the portal hands out, each single-use and bound
-- to what asked for it (a sign-in's interaction, or a portal session registering a passkey); and
-- the second factors a sign-in accepts besides the one it awaits (the code when a passkey is offered).
CREATE TABLE passkey_challenges (
  -- 'sign_in' (subject: the provider's interaction uid) or 'registration' (subject: the hash of
  -- the portal session's cookie).
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'registration')),
  subject text NOT NULL,
  -- The account registering a passkey (registration only).
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  -- base64url, as the browser's clientDataJSON names it.
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (purpose, subject)
);
--> statement-breakpoint
CREATE INDEX passkey_challenges_expires_at ON passkey_challenges (expires_at);
--> statement-breakpoint
ALTER TABLE sign_in_flows ADD COLUMN alternatives text[] NOT NULL DEFAULT '{}';
