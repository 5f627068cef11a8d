-- 0004_profile: identity changes awaiting an administrator, account deletion requests, and the
-- moment an account was validated.
CREATE TABLE pending_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('civilTitle', 'firstName', 'lastName', 'rpps')),
  value text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX pending_updates_user_field_key ON pending_updates (user_id, field);
--> statement-breakpoint
CREATE TABLE deletion_requests (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE users ADD COLUMN activated_at timestamptz;
