import type { DataSource } from 'typeorm';
import { TEXT_LIMITS } from '../../domain/validation/limits';
import { TIME_ZONE_NAMES } from './queries/users.queries';

/**
 * The IANA zones PostgreSQL knows (pg_timezone_names), read once and cached. Every day bucket is
 * computed in SQL with `AT TIME ZONE`, so a zone the JavaScript runtime accepts but the database
 * does not (US/Pacific-New, or a tzdata newer than the server's) was stored and then made every
 * analytics call fail. Names are matched case-insensitively and stored in the database's spelling.
 */
export class TimeZoneCatalog {
  private names: Promise<Map<string, string>> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Starts the read at start-up; a failure (database not up yet) is retried on first use. */
  warm(): void {
    this.load().catch(() => undefined);
  }

  /** The database's spelling of `zone`, or null when PostgreSQL does not know it. */
  async canonical(zone: string): Promise<string | null> {
    if (!zone || zone.length > TEXT_LIMITS.timezone) return null;
    return (await this.load()).get(zone.toLowerCase()) ?? null;
  }

  private load(): Promise<Map<string, string>> {
    this.names ??= this.dataSource
      .query<Array<{ name: string }>>(TIME_ZONE_NAMES)
      .then((rows) => new Map(rows.map((r) => [r.name.toLowerCase(), r.name])))
      .catch((error: unknown) => {
        this.names = null;
        throw error;
      });
    return this.names;
  }
}
