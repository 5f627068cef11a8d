-- 0017_directory_verdict_live: a pending change's directory verdict is computed when an administrator
-- reads it (the directory, the names and the pending values as they are then), never stored: a verdict
-- saved with the change stayed "match" after the names were set back.
ALTER TABLE pending_updates DROP COLUMN IF EXISTS directory_check;
