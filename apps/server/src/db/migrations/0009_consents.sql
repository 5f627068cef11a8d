-- 0009_consents: what a user allowed an application that is not first-party to read, remembered
-- until they withdraw it from their profile ("Applications autorisées").
CREATE TABLE consents (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  scopes text[] NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_id)
);
