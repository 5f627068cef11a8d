CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE jobs (
  code text PRIMARY KEY,
  label text NOT NULL,
  is_rpps boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  civil_title text NOT NULL DEFAULT 'Other' CHECK (civil_title IN ('M', 'MME', 'Other')),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL,
  rpps text,
  is_corporation boolean NOT NULL DEFAULT false,
  activated boolean NOT NULL DEFAULT false,
  locked boolean NOT NULL DEFAULT false,
  is_admin boolean NOT NULL DEFAULT false,
  is_super_admin boolean NOT NULL DEFAULT false,
  password_hash text NOT NULL,
  failed_login_count integer NOT NULL DEFAULT 0,
  totp_secret text,
  totp_validated boolean NOT NULL DEFAULT false,
  -- The last 30-second TOTP step accepted: a code is never accepted twice.
  totp_last_step bigint,
  job_code text REFERENCES jobs (code),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX users_rpps_key ON users (rpps) WHERE rpps IS NOT NULL;
--> statement-breakpoint
CREATE TABLE emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  is_principal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX emails_email_key ON emails (lower(email));
--> statement-breakpoint
CREATE INDEX emails_user_id_idx ON emails (user_id);
--> statement-breakpoint
CREATE UNIQUE INDEX emails_one_principal_key ON emails (user_id) WHERE is_principal;
--> statement-breakpoint
CREATE TABLE email_client_apps (
  email_id uuid NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  PRIMARY KEY (email_id, client_id)
);
--> statement-breakpoint
CREATE TABLE phones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL,
  is_principal boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX phones_user_id_idx ON phones (user_id);
--> statement-breakpoint
CREATE TABLE admin_sites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  label text NOT NULL,
  address text NOT NULL DEFAULT '',
  zipcode text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  finess text,
  siret text,
  deprecated boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE TABLE job_places (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  label text NOT NULL,
  address text NOT NULL DEFAULT '',
  zipcode text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  finess text,
  siret text
);
--> statement-breakpoint
CREATE INDEX job_places_finess_idx ON job_places (finess);
--> statement-breakpoint
CREATE TABLE user_job_places (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_place_id uuid NOT NULL REFERENCES job_places (id),
  admin_site_id uuid NOT NULL REFERENCES admin_sites (id),
  PRIMARY KEY (user_id, job_place_id)
);
--> statement-breakpoint
CREATE INDEX user_job_places_admin_site_id_idx ON user_job_places (admin_site_id);
--> statement-breakpoint
CREATE TABLE user_admin_sites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  admin_site_id uuid NOT NULL REFERENCES admin_sites (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, admin_site_id)
);
--> statement-breakpoint
CREATE INDEX user_admin_sites_admin_site_id_idx ON user_admin_sites (admin_site_id);
--> statement-breakpoint
CREATE TABLE oidc_payloads (
  id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (id, type)
);
--> statement-breakpoint
CREATE INDEX oidc_payloads_type_uid_idx ON oidc_payloads (type, uid);
--> statement-breakpoint
CREATE INDEX oidc_payloads_type_user_code_idx ON oidc_payloads (type, user_code);
--> statement-breakpoint
CREATE INDEX oidc_payloads_grant_id_idx ON oidc_payloads (grant_id);
--> statement-breakpoint
CREATE INDEX oidc_payloads_expires_at_idx ON oidc_payloads (expires_at);
--> statement-breakpoint
CREATE TABLE portal_sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_token text NOT NULL,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX portal_sessions_user_id_idx ON portal_sessions (user_id);
--> statement-breakpoint
CREATE INDEX portal_sessions_expires_at_idx ON portal_sessions (expires_at);
--> statement-breakpoint
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('login', 'email')),
  subject text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  prefix text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- clock_timestamp: two codes sent in one transaction still have an order
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE INDEX one_time_codes_purpose_subject_idx ON one_time_codes (purpose, subject);
--> statement-breakpoint
CREATE INDEX one_time_codes_expires_at_idx ON one_time_codes (expires_at);
--> statement-breakpoint
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
--> statement-breakpoint
CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);
--> statement-breakpoint
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
