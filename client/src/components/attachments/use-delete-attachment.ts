// Deleting a screenshot: the Attachment is evicted (the trade's or day's list drops the dangling
// reference when read, no round trip).
import { useCallback } from 'react';
import { useDeleteAttachmentMutation } from '../../__generated__/hooks';
import { evictEntity } from '../../apollo/evict-entity';

export function useDeleteAttachment(): [(id: string) => Promise<void>, { loading: boolean }] {
  const [mutate, { loading }] = useDeleteAttachmentMutation();
  const remove = useCallback(
    async (id: string) => {
      await mutate({ variables: { id }, update: (cache) => evictEntity(cache, 'Attachment', id) });
    },
    [mutate],
  );
  return [remove, { loading }];
}
