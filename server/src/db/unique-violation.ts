/** PostgreSQL's unique_violation (23505), as TypeORM's QueryFailedError carries it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
