-- 0003_signup: filled by its capability.
select 1;
