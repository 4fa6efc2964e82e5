import type { DataSource, EntityManager } from 'typeorm';
import { StrategyEntity } from '../../db/entities';
import type { Viewer } from '../auth/viewer';
import { ENSURE_STRATEGY, FIND_STRATEGY_ID } from './queries/strategies.queries';

/** Strategies are per user and unique by name; an account's strategy is named, then found or made. */
export class StrategiesService {
  constructor(private readonly dataSource: DataSource) {}

  list(viewer: Viewer): Promise<StrategyEntity[]> {
    return this.dataSource.getRepository(StrategyEntity).find({ where: { userId: viewer.id }, order: { name: 'ASC' } });
  }

  /**
   * The id of the viewer's strategy called `name`, creating it when new (race-safe). When another
   * transaction inserts the same name at the same moment, our INSERT waits for it and then does
   * nothing, but the statement's snapshot predates that row, so it finds none: the next statement
   * (a fresh snapshot) does. Only if that transaction rolled back is there still nothing, and we
   * insert again.
   */
  async ensure(viewer: Viewer, name: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const rows: Array<{ id: string }> = await manager.query(ENSURE_STRATEGY, [viewer.id, name]);
      if (rows[0]) return rows[0].id;
      const existing: Array<{ id: string }> = await manager.query(FIND_STRATEGY_ID, [viewer.id, name]);
      if (existing[0]) return existing[0].id;
    }
    throw new Error(`strategy "${name}" could neither be created nor found`);
  }
}
