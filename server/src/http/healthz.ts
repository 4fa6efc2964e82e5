import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { PING } from '../db/queries/database.queries';

const PROBE_TIMEOUT_MS = 2000;

/** Liveness plus database reachability: 200 {"status":"ok","database":"ok"}, else 503. */
export function healthzHandler(dataSource: DataSource) {
  return async (_req: Request, res: Response) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([dataSource.query(PING), timeout]);
      res.status(200).json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'degraded', database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  };
}
