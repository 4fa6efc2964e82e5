// The account rules of spec section 4 ("Accounts"), as pure functions.
export interface HasId {
  id: string;
}

/** On loading accounts: keep a stored choice that still exists, else the first account, else none. */
export function resolveCurrentAccountId(accounts: readonly HasId[], storedId: string | null): string | null {
  if (storedId && accounts.some((a) => a.id === storedId)) return storedId;
  return accounts[0]?.id ?? null;
}

/** After a delete: the current account stays unless it was deleted; then the first remaining, or none. */
export function currentAfterDelete(
  remaining: readonly HasId[],
  deletedId: string,
  currentId: string | null,
): string | null {
  if (currentId && currentId !== deletedId && remaining.some((a) => a.id === currentId)) return currentId;
  return remaining.find((a) => a.id !== deletedId)?.id ?? null;
}
