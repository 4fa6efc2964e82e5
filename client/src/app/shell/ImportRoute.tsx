// /import: the app hands the Import screen the current account and the user's zone, so the
// imports feature needs no other feature's code.
import { useCurrentAccount } from '../../accounts/current-account';
import ImportPage from '../../features/imports/ImportPage';
import { useSession } from '../../session/session-context';

export default function ImportRoute() {
  const { accountId } = useCurrentAccount();
  const { user } = useSession();
  return <ImportPage currentAccountId={accountId} userTimeZone={user?.timezone ?? 'UTC'} />;
}
