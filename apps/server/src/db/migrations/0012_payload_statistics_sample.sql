-- 0012_payload_statistics_sample: ANALYZE of the provider's table samples 3,000 rows, not 30,000.
-- Its sample is 300 rows per unit of its columns' largest statistics target (100 by default), and
-- every read of this table is by a key, so ten histogram buckets are plenty. Under a steady flow of
-- sign-ins autovacuum analyzes it every minute: after 0010 that still took 0.10 s of a core (83 ms
-- here at 26,000 rows), now 11 ms, and those bursts were what raised the single-sign-on tail.
ALTER TABLE oidc_payloads ALTER COLUMN type SET STATISTICS 10, ALTER COLUMN grant_id SET STATISTICS 10,
  ALTER COLUMN user_code SET STATISTICS 10, ALTER COLUMN uid SET STATISTICS 10,
  ALTER COLUMN expires_at SET STATISTICS 10, ALTER COLUMN consumed_at SET STATISTICS 10,
  ALTER COLUMN account_id SET STATISTICS 10;
