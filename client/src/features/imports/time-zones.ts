// The zones a file's times may be in: the engine's IANA list, with the user's own zone and UTC
// always present (older engines lack Intl.supportedValuesOf).
export function timeZoneChoices(userZone: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?(key: string): string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  return [...new Set([userZone, 'UTC', ...zones].filter(Boolean))];
}
