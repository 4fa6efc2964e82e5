import { UpdateTimezoneDocument } from '../__generated__/graphql';
import { graphqlRequest } from './graphql-request';
import type { SessionUser } from './session-context';

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * First sign-in: a user whose zone was never chosen gets the browser's, so days and hours are
 * bucketed where the trader lives. A failure is harmless (the server keeps its default).
 */
export async function adoptBrowserTimeZone(user: SessionUser): Promise<SessionUser> {
  // The chosen zone first: the browser's costs ICU's time-zone data, tens of ms on a slow phone,
  // in the middle of the session check every signed-in start waits for.
  if (user.timezoneSet) return user;
  const zone = browserTimeZone();
  if (!zone) return user;
  try {
    const { updateTimezone } = await graphqlRequest(UpdateTimezoneDocument, { timezone: zone });
    return { ...user, timezone: updateTimezone.timezone, timezoneSet: updateTimezone.timezoneSet };
  } catch (error) {
    console.warn('Could not set the time zone from the browser', error);
    return user;
  }
}
