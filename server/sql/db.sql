-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- db/queries/database.queries.ts

-- PING
SELECT 1;

-- LOCK_MIGRATIONS
SELECT pg_advisory_lock(hashtext('candlog:migrations'));

-- UNLOCK_MIGRATIONS
SELECT pg_advisory_unlock(hashtext('candlog:migrations'));

-- SET_LOCAL_STATEMENT_TIMEOUT
SELECT set_config('statement_timeout', $1, true);

-- DATABASE_EXISTS
SELECT 1 FROM pg_database WHERE datname = $1;

-- db/queries/job-queue.queries.ts

-- LOCK_SETUP
SELECT pg_advisory_lock(hashtext($1));

-- UNLOCK_SETUP
SELECT pg_advisory_unlock(hashtext($1));
