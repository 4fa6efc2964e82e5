-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/users/queries/users.queries.ts

-- INSERT_USER
INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3)
ON CONFLICT (email) DO NOTHING
RETURNING id;

-- TIME_ZONE_NAMES
SELECT name FROM pg_timezone_names;

-- DELETE_USER
DELETE FROM users WHERE id = $1 RETURNING id, email, username;
