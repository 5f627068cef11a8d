-- 0014_sign_in_flows: a sign-in in progress, kept on the server (sign-in/flow-repository.ts) and
-- tied to the provider's interaction and to the browser that started it, instead of signed cookies
-- a browser could carry to another interaction or send under another name.
CREATE TABLE sign_in_flows (
  interaction_uid text PRIMARY KEY,
  -- The hash of the browser's sign-in cookie (http/cookies.ts, signInBrowser).
  browser_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'pwd': the password is right, `pending_factor` is next; 'psc': certified by Pro Santé Connect.
  proven_by text NOT NULL CHECK (proven_by IN ('pwd', 'psc')),
  pending_factor text CHECK (pending_factor IN ('otp', 'totp')),
  -- The address typed with the password, trusted by this browser once the sign-in is complete.
  login_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The interaction's own expiry.
  expires_at timestamptz NOT NULL,
  CHECK ((proven_by = 'pwd') = (pending_factor IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX sign_in_flows_browser ON sign_in_flows (browser_hash);
