/**
 * The search statement (issue 31 item 5). `candlog_search` is the text-search configuration of the
 * Search migration (English stemming after unaccent: why there). The typed words go through
 * `websearch_to_tsquery`, which never raises on odd syntax ("unbalanced (( & | :*" is just words).
 *
 * Order: the names first (playbooks, then tags, by name: the rare, precise hits), then the notes,
 * newest day first (a day's entry before its trades, the trades newest first). Newest-first rather
 * than by rank: a journal is read as a timeline, and it needs no vector per match, so a word found
 * in half of 100,000 notes costs a top-N sort of their dates.
 *
 * Each source gives at most $4 rows (the page's offset + size + 1) in that order, so the page is
 * cut from a few hundred rows whatever the number of matches; the snippets (`ts_headline`, which
 * parses the text again) are made for the page's rows only. The private-use characters U+E000 and
 * U+E001 mark the matches and are removed from the text first, so a note cannot fake a mark.
 */
const CONFIG = `'candlog_search'::regconfig`;

/** A document's text without the two marker characters. */
const unmarked = (text: string) => `translate(${text}, chr(57344) || chr(57345), '')`;

const HEADLINE_OPTIONS = `'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
  || ', MaxFragments=2, MaxWords=18, MinWords=6, ShortWord=2, FragmentDelimiter=" … "'`;

/** A playbook is found by its name, description and criteria. */
const PLAYBOOK_TEXT = `concat_ws(' ', p.name, p.description, p.entry_criteria, p.exit_criteria)`;

/** A day entry's text, as its stored `search_document` was made (plan, review, lessons). */
const DAY_TEXT = `d.plan || ' ' || d.review || ' ' || d.lessons`;

/**
 * Owner $1's hits for the words $2: their kind, id, account (days and trades), local day in zone $3
 * (days and trades), a title and a snippet with the matches marked. $4: rows per source; $5: the
 * page's offset; $6: its size + 1 (one more tells that a next page exists).
 */
export const SEARCH_HITS = `
  WITH query AS (SELECT websearch_to_tsquery(${CONFIG}, $2) AS q),
  hits AS (
    (SELECT 'playbook' AS kind, 0 AS grp, p.id, NULL::uuid AS account_id, NULL::date AS day,
            NULL::timestamptz AS at, p.name AS title, ${PLAYBOOK_TEXT} AS body
       FROM playbooks p, query
      WHERE p.user_id = $1 AND to_tsvector(${CONFIG}, ${PLAYBOOK_TEXT}) @@ query.q
      ORDER BY lower(p.name), p.id
      LIMIT $4)
    UNION ALL
    (SELECT 'tag', 0, g.id, NULL, NULL, NULL, g.name, g.name
       FROM tags g, query
      WHERE g.user_id = $1 AND to_tsvector(${CONFIG}, g.name) @@ query.q
      ORDER BY lower(g.name), g.id
      LIMIT $4)
    UNION ALL
    (SELECT 'day', 1, d.id, d.account_id, d.day, NULL, d.day::text, ${DAY_TEXT}
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
         ts_headline(${CONFIG}, ${unmarked('page.body')}, query.q, ${HEADLINE_OPTIONS}) AS snippet
    FROM page, query
   ORDER BY page.grp, page.day DESC NULLS LAST, page.kind, page.at DESC NULLS LAST, lower(page.title), page.id`;
