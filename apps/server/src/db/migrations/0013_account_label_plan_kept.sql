-- 0013_account_label_plan_kept: how an event names a person, computed with a plan each session keeps.
-- A SQL function whose body reads a table is not inlined, and PostgreSQL (before 18) plans its body
-- again on every call: each audit event paid two such plans (0.1 ms each), and four on a sign-in,
-- where the caller's subquery is flattened. PL/pgSQL keeps the plan for the session; STRICT answers
-- NULL for no account (an event without an actor) without running anything, as the query did.
CREATE OR REPLACE FUNCTION portal_account_label(account uuid) RETURNS text LANGUAGE plpgsql STABLE STRICT AS $$
BEGIN
  RETURN (
    SELECT trim(u.first_name || ' ' || u.last_name) || coalesce(' (' || e.email || ')', '')
    FROM users u LEFT JOIN emails e ON e.user_id = u.id AND e.is_principal
    WHERE u.id = account);
END $$;
