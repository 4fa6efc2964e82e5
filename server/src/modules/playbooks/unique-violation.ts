/** PostgreSQL's unique_violation (23505), as TypeORM's QueryFailedError or the driver's own error. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
