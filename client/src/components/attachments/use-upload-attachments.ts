// Uploading screenshots (REST, attachment-upload.ts), one file after another so each refusal (the
// 21st image, a file that is not an image) names its own file. Every upload shows its progress;
// a refused one stays listed with the server's message until dismissed. After the uploads the
// target's list query is refetched by its document, awaited (a list that gained rows: the server's
// order holds, nothing is inserted by hand).
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { DayAttachmentsDocument, TradeAttachmentsDocument } from '../../__generated__/graphql';
import { AttachmentUploadError, uploadAttachment, type AttachmentTarget } from './attachment-upload';

export interface UploadRow {
  key: number;
  name: string;
  /** 0 … 1 while sending; the server then checks and stores the image. */
  progress: number;
  error?: string;
}

/** The rows with one changed (null: removed). */
const patched = (key: number, change: Partial<UploadRow> | null) => (rows: UploadRow[]) =>
  change === null ? rows.filter((r) => r.key !== key) : rows.map((r) => (r.key === key ? { ...r, ...change } : r));

export function useUploadAttachments(target: AttachmentTarget): {
  uploads: UploadRow[];
  upload(files: File[]): Promise<void>;
  dismiss(key: number): void;
} {
  const client = useApolloClient();
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const nextKey = useRef(0);
  const patch = useCallback((key: number, change: Partial<UploadRow> | null) => setUploads(patched(key, change)), []);

  const upload = useCallback(
    async (files: File[]) => {
      const rows = files.map((file) => ({ key: nextKey.current++, name: file.name || 'Pasted image', progress: 0 }));
      setUploads((current) => [...current.filter((r) => !r.error), ...rows]);
      let stored = 0;
      for (const [i, file] of files.entries()) {
        const { key } = rows[i];
        try {
          await uploadAttachment(file, target, (progress) => patch(key, { progress }));
          stored++;
          patch(key, null);
        } catch (e) {
          patch(key, { error: e instanceof AttachmentUploadError ? e.message : 'The upload failed.' });
        }
      }
      if (stored > 0)
        await client.refetchQueries({
          include: ['tradeId' in target ? TradeAttachmentsDocument : DayAttachmentsDocument],
        });
    },
    [client, target, patch],
  );
  const dismiss = useCallback((key: number) => patch(key, null), [patch]);
  return { uploads, upload, dismiss };
}
