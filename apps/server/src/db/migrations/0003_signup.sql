-- 0003_signup: addresses validated by a code during a sign-up, and captcha challenges already used.
CREATE TABLE email_validations (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  validated_at timestamptz,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX email_validations_expires_at_idx ON email_validations (expires_at);
--> statement-breakpoint
CREATE TABLE captcha_uses (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX captcha_uses_expires_at_idx ON captcha_uses (expires_at);
