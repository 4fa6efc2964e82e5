/** The expiry choices of a new access token, and the instant each stands for. */
export const EXPIRY_CHOICES = [
  { key: 'never', label: 'No expiry', days: null },
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
  { key: '90d', label: '90 days', days: 90 },
  { key: '1y', label: '1 year', days: 365 },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['key'];

/** The ISO instant `choice` days from `now`, or null for no expiry. */
export function expiryInstant(choice: ExpiryChoice, now: Date = new Date()): string | null {
  const days = EXPIRY_CHOICES.find((c) => c.key === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}

/** A token whose expiry has passed no longer authenticates. */
export function isExpired(expiresAt: string | null | undefined, now: Date = new Date()): boolean {
  return !!expiresAt && new Date(expiresAt).getTime() <= now.getTime();
}
