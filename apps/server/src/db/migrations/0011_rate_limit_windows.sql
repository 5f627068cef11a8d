-- 0011_rate_limit_windows: one counter per key, its window opened by its first hit
-- (security/rate-limits-repository.ts). Windows aligned on the epoch let a burst straddling a
-- boundary through twice, and refused the sixth hit of five allowed only when no boundary fell
-- between. Keeps each key's latest window.
DELETE FROM rate_limits r USING rate_limits newer WHERE newer.key = r.key AND newer.window_start > r.window_start;
--> statement-breakpoint
ALTER TABLE rate_limits DROP CONSTRAINT rate_limits_pkey, ADD PRIMARY KEY (key);
