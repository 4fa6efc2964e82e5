// The report for the current account, or over all accounts when none is chosen.
import { useAccountReportQuery, useAllAccountsReportQuery } from '../../__generated__/hooks';
import type { ReportPeriod, ReportStats_ReportFragment } from '../../__generated__/graphql';

export function useReport(
  accountId: string | null,
  variables: { period: ReportPeriod; from: string | null; to: string | null },
  accountsLoading = false,
) {
  const forAccount = useAccountReportQuery({
    variables: { accountId: accountId ?? '', ...variables },
    skip: accountsLoading || !accountId,
  });
  const forAll = useAllAccountsReportQuery({ variables, skip: accountsLoading || !!accountId });
  const active = accountId ? forAccount : forAll;
  const pick = (r: typeof forAccount | typeof forAll): ReportStats_ReportFragment | null => {
    const data = r.dataState === 'complete' ? r.data : r.previousData;
    if (!data) return null;
    return 'account' in data ? (data.account?.analytics.report ?? null) : data.analytics.report;
  };
  const all = forAll.dataState === 'complete' ? forAll.data : forAll.previousData;
  // Over all accounts the money is in moneyCurrency (converted across currencies); null: unknown here.
  const currency = accountId ? null : (all?.analytics.moneyCurrency ?? null);
  return { report: pick(active), currency, loading: accountsLoading || active.loading, error: active.error };
}
