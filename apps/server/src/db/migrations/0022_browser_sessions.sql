-- 0022_browser_sessions: the browsers where an account is signed in, one row per single-sign-on
-- session of the provider (its `uid`, which stays while the session's id rotates): what the
-- profile's « Connexions » tab lists and ends. Only the browser's and system's names and the
-- address already masked are kept, not the whole user agent nor the address.
CREATE TABLE browser_sessions (
  -- The opaque id the profile and the new-browser e-mail name it by (never the session's own id).
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The provider's Session `uid`; null until the sign-in that made the row reaches the provider.
  session_uid text UNIQUE,
  -- The provider interaction whose sign-in made the row (the new-browser e-mail names it before
  -- the session exists); cleared once the session is known.
  interaction_uid text,
  browser text NOT NULL,
  system text NOT NULL,
  address text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX browser_sessions_user_id ON browser_sessions (user_id);
--> statement-breakpoint
CREATE INDEX browser_sessions_interaction_uid ON browser_sessions (interaction_uid) WHERE interaction_uid IS NOT NULL;
