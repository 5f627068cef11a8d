-- 0007_admin: the administration space. An administrator's lock with its reason, the last
-- sign-in, an account search column kept by a trigger, support requests with what became of the
-- message they name, client apps suspended from the administration, and the audit log.
ALTER TABLE users ADD COLUMN locked_reason text;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN locked_at timestamptz;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN search_text text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE FUNCTION users_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := portal_search_text(NEW.first_name || ' ' || NEW.last_name || ' ' || coalesce(NEW.rpps, ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF first_name, last_name, rpps ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_text();
--> statement-breakpoint
UPDATE users SET last_name = last_name;
--> statement-breakpoint
CREATE INDEX users_search_text_idx ON users USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_name_order_idx ON users (last_name, first_name, id);
--> statement-breakpoint
-- The centres of an account's job places, kept by a trigger: an administrator's scope is a row filter.
ALTER TABLE users ADD COLUMN admin_site_ids uuid[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE FUNCTION portal_refresh_admin_site_ids(account uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET admin_site_ids = array(
    SELECT DISTINCT admin_site_id FROM user_job_places WHERE user_id = account ORDER BY 1)
  WHERE id = account;
$$;
--> statement-breakpoint
CREATE FUNCTION users_admin_site_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM portal_refresh_admin_site_ids(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM portal_refresh_admin_site_ids(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_job_places_admin_site_ids AFTER INSERT OR UPDATE OR DELETE ON user_job_places
  FOR EACH ROW EXECUTE FUNCTION users_admin_site_ids();
--> statement-breakpoint
SELECT portal_refresh_admin_site_ids(id) FROM users;
--> statement-breakpoint
CREATE INDEX users_admin_site_ids_idx ON users USING gin (admin_site_ids);
--> statement-breakpoint
CREATE INDEX users_awaiting_validation_idx ON users (created_at) WHERE NOT activated;
--> statement-breakpoint
CREATE INDEX users_locked_idx ON users (locked_at) WHERE locked OR throttled_until IS NOT NULL;
--> statement-breakpoint
CREATE INDEX emails_email_search_idx ON emails USING gin (lower(email) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX user_job_places_admin_site_idx ON user_job_places (admin_site_id, user_id);
--> statement-breakpoint
DROP INDEX user_job_places_admin_site_id_idx;
--> statement-breakpoint
CREATE INDEX deletion_requests_created_at_idx ON deletion_requests (created_at);
--> statement-breakpoint
-- What the mail server did with a code's mail: 'accepted' or 'refused' (a support request tells it).
ALTER TABLE one_time_codes ADD COLUMN mail_status text;
--> statement-breakpoint
CREATE TABLE support_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone_number text NOT NULL,
  message_id uuid,
  -- The named message as it stood when the request was made (codes are purged once expired).
  message_status text,
  message_sent_at timestamptz,
  message_used_at timestamptz,
  message_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz,
  handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  handled_by_label text,
  note text
);
--> statement-breakpoint
CREATE INDEX support_requests_open_idx ON support_requests (created_at) WHERE handled_at IS NULL;
--> statement-breakpoint
CREATE INDEX support_requests_user_idx ON support_requests (user_id);
--> statement-breakpoint
-- A client app's suspension set from the administration; absent, the configuration's stands.
CREATE TABLE client_app_settings (
  client_id text PRIMARY KEY,
  suspended boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- How an event names a person: "First Last (principal address)", frozen when it happens.
CREATE FUNCTION portal_account_label(account uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT trim(u.first_name || ' ' || u.last_name) || coalesce(' (' || e.email || ')', '')
  FROM users u LEFT JOIN emails e ON e.user_id = u.id AND e.is_principal
  WHERE u.id = account
$$;
--> statement-breakpoint
-- The audit log. `admin_site_ids`: the centres of the account concerned when it happened (its
-- scope: who may read it); ids are kept without foreign keys so that events outlive accounts.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  action text NOT NULL,
  actor_id uuid,
  actor_label text,
  subject_id uuid,
  subject_label text,
  admin_site_ids uuid[] NOT NULL DEFAULT '{}',
  ip text,
  details jsonb NOT NULL DEFAULT '{}',
  search_text text NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE INDEX audit_events_at_idx ON audit_events (at DESC);
--> statement-breakpoint
CREATE INDEX audit_events_subject_idx ON audit_events (subject_id, at DESC);
--> statement-breakpoint
CREATE INDEX audit_events_admin_sites_idx ON audit_events USING gin (admin_site_ids);
--> statement-breakpoint
CREATE INDEX audit_events_search_idx ON audit_events USING gin (search_text gin_trgm_ops);
