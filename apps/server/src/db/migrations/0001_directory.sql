-- 0001_directory: filled by its capability.
select 1;
