CREATE OR REPLACE FUNCTION public.attachments_record_deleted_files()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A deleted attachment's files are swept after the commit by the attachments module: their keys
  -- are recorded here in the deleting transaction, so a rollback keeps both rows and files.
  INSERT INTO attachment_deleted_files (storage_key)
  VALUES (OLD.storage_key), (OLD.thumbnail_key)
  ON CONFLICT DO NOTHING;
  RETURN OLD;
END $function$
