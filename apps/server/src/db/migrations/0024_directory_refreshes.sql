-- 0024_directory_refreshes: each refresh of the national directory from its configured source
-- (apps/server/src/directory/refresh/), its figures against the live directory, and its outcome.
-- At most one is running or awaiting a super administrator's confirmation (the partial unique
-- index): a second one, scheduled or asked for, is refused while it lasts.
CREATE TABLE directory_refreshes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- running | awaitingConfirmation | applied | refused | abandoned | failed
  state text NOT NULL,
  -- The file or address read, without credentials nor query.
  source text NOT NULL DEFAULT '',
  -- The queue's job that runs it (jobs/queue.ts): a running refresh whose job ended was interrupted.
  job_id text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  lines integer,
  practitioners integer,
  added integer,
  removed integer,
  renamed integer,
  retitled integer,
  changed_percent numeric(7, 2),
  reason text,
  -- The super administrator who started, confirmed or abandoned it.
  started_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX directory_refreshes_one_current ON directory_refreshes ((true))
  WHERE state IN ('running', 'awaitingConfirmation');
--> statement-breakpoint
CREATE INDEX directory_refreshes_started_at ON directory_refreshes (started_at DESC);
