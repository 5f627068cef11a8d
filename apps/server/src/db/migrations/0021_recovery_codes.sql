-- 0021_recovery_codes: an account's recovery codes, ten single-use codes that stand in for its
-- second factor when the authenticator app or the passkey is lost. Only a keyed hash is kept
-- (HMAC-SHA-256 under a key derived from the server's encryption key, `recovery-codes/codes.ts`).
CREATE TABLE recovery_codes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set once, by the one sign-in that used it.
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
