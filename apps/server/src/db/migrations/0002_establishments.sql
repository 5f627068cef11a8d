-- 0002_establishments: filled by its capability.
select 1;
