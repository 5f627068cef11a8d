-- 0008_psc: Pro Santé Connect. The provider's data kept for a pre-filled sign-up (found by the hash
-- of the reference in the browser's address, tied to the browser by the hash of a cookie, used
-- once), and each account's link to its Pro Santé Connect identity (an RPPS) or its refusal of it.
CREATE TABLE psc_user_infos (
  id_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  claims jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX psc_user_infos_expires_at_idx ON psc_user_infos (expires_at);
--> statement-breakpoint
CREATE TABLE psc_links (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  rpps text NOT NULL,
  linked_at timestamptz,
  unlinked_at timestamptz
);
