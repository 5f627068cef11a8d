-- 0018_sign_in_flow_one_record: a sign-in in progress is one record of the provider's interaction
-- (sign-in/flow.ts), removed with it; the browser is the one holding the provider's interaction
-- cookie, so no sign-in cookie of the portal's own is needed any more.
DROP TABLE sign_in_flows;
--> statement-breakpoint
CREATE TABLE sign_in_flows (
  interaction_uid text PRIMARY KEY,
  -- Always 'Interaction': with the uid, the provider's row this flow belongs to.
  interaction_type text NOT NULL DEFAULT 'Interaction' CHECK (interaction_type = 'Interaction'),
  -- The client app asking, and the authentication classes it asked for (acr_values, claims).
  client_id text NOT NULL,
  acr_values text[] NOT NULL DEFAULT '{}',
  -- Who signs in, once a first factor (the password, Pro Santé Connect) said it.
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  -- The methods done so far, in order, and the one awaited (sign-in/methods).
  done text[] NOT NULL DEFAULT '{}',
  pending text CHECK (pending IN ('email_code', 'authenticator_app', 'psc')),
  -- The address typed with the password, trusted by this browser once the sign-in is complete.
  login_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The interaction's own expiry.
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (interaction_uid, interaction_type) REFERENCES oidc_payloads (id, type) ON DELETE CASCADE
);
