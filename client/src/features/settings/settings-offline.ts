/** Shown when a Settings save did not reach the server: the change is kept in this browser's copy. */
export const SAVED_LOCALLY_MESSAGE = 'Could not reach the server: saved in this browser only.';
