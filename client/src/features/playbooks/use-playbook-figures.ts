// The playbooks and their figures for the current account, or over all accounts when none is chosen.
import {
  useAccountPlaybookFiguresQuery,
  useAllPlaybookFiguresQuery,
  usePlaybooksScreenQuery,
} from '../../__generated__/hooks';
import type { PlaybookFiguresView_FiguresFragment } from '../../__generated__/graphql';

export function usePlaybookFigures(accountId: string | null, accountsLoading = false) {
  const list = usePlaybooksScreenQuery();
  const forAccount = useAccountPlaybookFiguresQuery({
    variables: { accountId: accountId ?? '' },
    skip: accountsLoading || !accountId,
  });
  const forAll = useAllPlaybookFiguresQuery({ skip: accountsLoading || !!accountId });
  const active = accountId ? forAccount : forAll;
  const data = active.dataState === 'complete' ? active.data : active.previousData;
  let figures: PlaybookFiguresView_FiguresFragment | null = null;
  if (data) figures = 'account' in data ? (data.account?.analytics ?? null) : data.analytics;
  const currency = data && 'account' in data ? (data.account?.currency ?? 'USD') : 'USD';
  return {
    playbooks: list.data?.playbooks ?? [],
    figures,
    currency,
    loading: list.loading || active.loading,
    error: list.error ?? active.error,
  };
}
