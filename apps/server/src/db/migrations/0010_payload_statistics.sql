-- 0010_payload_statistics: ANALYZE skips the provider's payloads. No query filters on them or on
-- the primary key's distribution, yet sampling their JSON was most of what autovacuum's ANALYZE of
-- this, the busiest table, cost (320 -> 90 ms at 19,000 rows, 30,000 at most): on a small machine
-- that burst of CPU delayed every sign-in under way.
ALTER TABLE oidc_payloads ALTER COLUMN payload SET STATISTICS 0, ALTER COLUMN id SET STATISTICS 0;
