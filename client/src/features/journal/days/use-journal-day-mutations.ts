// Saving and deleting a day's entry. The answer of a save carries the day with its id
// ("YYYY-MM-DD:<account>|all", the same before and after the first save), so the normalized cache
// merges it; the month calendar (a list that may gain a day) is refetched, awaited. A deleted
// entry reads as an empty unsaved day: the page's query, the month and the day's screenshots (the
// entry's delete removed them) are refetched.
import { useCallback } from 'react';
import { useDeleteJournalDayMutation, useSaveJournalDayMutation } from '../../../__generated__/hooks';
import {
  DayAttachmentsDocument,
  JournalDayPageDocument,
  JournalDaysMonthDocument,
  type JournalDayInput,
} from '../../../__generated__/graphql';

export function useSaveJournalDay(): [
  (date: string, accountId: string | null, input: JournalDayInput) => Promise<unknown>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useSaveJournalDayMutation();
  const save = useCallback(
    (date: string, accountId: string | null, input: JournalDayInput) =>
      mutate({
        variables: { date, accountId, input },
        refetchQueries: [JournalDaysMonthDocument],
        awaitRefetchQueries: true,
      }),
    [mutate],
  );
  return [save, { loading }];
}

export function useDeleteJournalDay(): [
  (date: string, accountId: string | null) => Promise<unknown>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useDeleteJournalDayMutation();
  const remove = useCallback(
    (date: string, accountId: string | null) =>
      mutate({
        variables: { date, accountId },
        refetchQueries: [JournalDayPageDocument, JournalDaysMonthDocument, DayAttachmentsDocument],
        awaitRefetchQueries: true,
      }),
    [mutate],
  );
  return [remove, { loading }];
}
