CREATE OR REPLACE FUNCTION public.trade_note_search_statement()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO trade_note_search (trade_id, user_id, entry_date, document)
          SELECT n.id, n.user_id, n.entry_date, to_tsvector('candlog_search'::regconfig, n.notes)
            FROM new_rows n
           WHERE n.notes <> '';
          RETURN NULL;
        END IF;
        -- UPDATE: only the trades whose notes, day or owner changed are indexed again.
        DELETE FROM trade_note_search s
         USING new_rows n
         WHERE s.trade_id = n.id AND coalesce(n.notes, '') = '';
        INSERT INTO trade_note_search (trade_id, user_id, entry_date, document)
        SELECT n.id, n.user_id, n.entry_date, to_tsvector('candlog_search'::regconfig, n.notes)
          FROM new_rows n
          JOIN old_rows o ON o.id = n.id
         WHERE n.notes <> ''
           AND (n.notes IS DISTINCT FROM o.notes OR n.entry_date <> o.entry_date OR n.user_id <> o.user_id)
        ON CONFLICT (trade_id) DO UPDATE
           SET user_id = EXCLUDED.user_id, entry_date = EXCLUDED.entry_date, document = EXCLUDED.document;
        RETURN NULL;
      END $function$
