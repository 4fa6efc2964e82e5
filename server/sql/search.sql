-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/search/queries/search.queries.ts

-- SEARCH_HITS
WITH query AS (SELECT websearch_to_tsquery('candlog_search'::regconfig, $2) AS q),
hits AS (
  (SELECT 'playbook' AS kind, 0 AS grp, p.id, NULL::uuid AS account_id, NULL::date AS day,
          NULL::timestamptz AS at, p.name AS title, concat_ws(' ', p.name, p.description, p.entry_criteria, p.exit_criteria) AS body
     FROM playbooks p, query
    WHERE p.user_id = $1 AND to_tsvector('candlog_search'::regconfig, concat_ws(' ', p.name, p.description, p.entry_criteria, p.exit_criteria)) @@ query.q
    ORDER BY lower(p.name), p.id
    LIMIT $4)
  UNION ALL
  (SELECT 'tag', 0, g.id, NULL, NULL, NULL, g.name, g.name
     FROM tags g, query
    WHERE g.user_id = $1 AND to_tsvector('candlog_search'::regconfig, g.name) @@ query.q
    ORDER BY lower(g.name), g.id
    LIMIT $4)
  UNION ALL
  (SELECT 'day', 1, d.id, d.account_id, d.day, NULL, d.day::text, d.plan || ' ' || d.review || ' ' || d.lessons
     FROM journal_days d, query
    WHERE d.user_id = $1 AND d.search_document @@ query.q
    ORDER BY d.day DESC, d.id
    LIMIT $4)
  UNION ALL
  (SELECT 'trade', 1, t.id, t.account_id, (s.entry_date AT TIME ZONE $3)::date, s.entry_date, t.symbol, t.notes
     FROM (SELECT s.trade_id, s.entry_date
             FROM trade_note_search s, query
            WHERE s.user_id = $1 AND s.document @@ query.q
            ORDER BY s.entry_date DESC, s.trade_id
            LIMIT $4) s
     JOIN trades t ON t.id = s.trade_id AND t.user_id = $1)
),
page AS (
  SELECT *
    FROM hits
   ORDER BY grp, day DESC NULLS LAST, kind, at DESC NULLS LAST, lower(title), id
  OFFSET $5
   LIMIT $6
)
SELECT page.kind, page.id, page.account_id, page.day::text AS day, page.title,
       ts_headline('candlog_search'::regconfig, translate(page.body, chr(57344) || chr(57345), ''), query.q, 'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
|| ', MaxFragments=2, MaxWords=18, MinWords=6, ShortWord=2, FragmentDelimiter=" … "') AS snippet
  FROM page, query
 ORDER BY page.grp, page.day DESC NULLS LAST, page.kind, page.at DESC NULLS LAST, lower(page.title), page.id;
