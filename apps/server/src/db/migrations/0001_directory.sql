-- 0001_directory: the RPPS practitioner directory searched at sign-up, replaced whole by each import
-- (apps/server/src/directory/import.ts builds directory_practitioners_next, then swaps the tables).
-- The search keys are lower(unaccent()) spelled in the importer; their "C" collation makes prefix
-- LIKE use the btree indexes (as text_pattern_ops would) and lets those indexes give the order too.
CREATE TABLE directory_practitioners (
  rpps text COLLATE "C" PRIMARY KEY,
  national_id text NOT NULL,
  civil_title text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  first_name_key text COLLATE "C" NOT NULL,
  last_name_key text COLLATE "C" NOT NULL,
  profession_code text NOT NULL DEFAULT '',
  job_places jsonb NOT NULL DEFAULT '[]'::jsonb
);
--> statement-breakpoint
CREATE INDEX directory_practitioners_last_first_idx ON directory_practitioners (last_name_key, first_name_key);
--> statement-breakpoint
CREATE INDEX directory_practitioners_first_idx ON directory_practitioners (first_name_key);
