import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError, NotFoundError } from '../../errors';
import { BUILT_IN_MULTIPLIERS, rootOf } from '../../domain/instruments/user-multipliers';
import { lockAccountImports } from '../imports/import-processor';
import { rebuildInstruments } from '../imports/trade-rebuild';
import { loadMultiplierOverrides } from '../instruments/multiplier-overrides';
import {
  DELETE_MULTIPLIER,
  IMPORTED_FUTURES_INSTRUMENTS,
  UPSERT_MULTIPLIER,
} from './queries/contract-multipliers.queries';
import type { Viewer } from '../auth/viewer';

/** A futures root as the Settings screen lists it: the built-in point value, the user's, and the one used. */
export interface ContractMultiplierRow {
  root: string;
  name: string | null;
  builtIn: string | null;
  own: string | null;
  pointValue: string;
}

const ROOT = /^[A-Z0-9]{1,6}$/;
const POINT_VALUE = /^\d{1,12}(\.\d{1,8})?$/;

/** Per-user contract multipliers over the built-in table. Every statement is scoped to the viewer. */
export class ContractMultipliersService {
  constructor(private readonly dataSource: DataSource) {}

  /** The built-in roots (with the user's value where set), then the roots the user added. */
  async list(viewer: Viewer): Promise<ContractMultiplierRow[]> {
    const own = await loadMultiplierOverrides(this.dataSource, viewer.id);
    const builtIn = BUILT_IN_MULTIPLIERS.map((b) => ({
      root: b.root,
      name: b.name,
      builtIn: b.pointValue,
      own: own[b.root] ?? null,
      pointValue: own[b.root] ?? b.pointValue,
    }));
    const known = new Set(builtIn.map((b) => b.root));
    const added = Object.entries(own)
      .filter(([root]) => !known.has(root))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([root, value]) => ({ root, name: null, builtIn: null, own: value, pointValue: value }));
    return [...builtIn, ...added];
  }

  async set(
    viewer: Viewer,
    rootText: string | undefined,
    pointValueText: string | undefined,
  ): Promise<ContractMultiplierRow> {
    const root = (rootText ?? '').trim().toUpperCase().replace(/^\//, '');
    if (!ROOT.test(root)) throw new ValidationError({ root: 'Root must be 1 to 6 letters or digits, like ES or MNQ' });
    const pointValue = (pointValueText ?? '').trim();
    if (!POINT_VALUE.test(pointValue) || !/[1-9]/.test(pointValue))
      throw new ValidationError({ pointValue: 'Point value must be a number greater than 0, like 50 or 0.5' });
    await this.dataSource.transaction(async (manager) => {
      await manager.query(UPSERT_MULTIPLIER, [viewer.id, root, pointValue]);
      await this.rebuildRoot(manager, viewer.id, root);
    });
    return (await this.list(viewer)).find((r) => r.root === root)!;
  }

  /** Drops the user's value: a built-in root goes back to the table, an added one disappears. */
  async remove(viewer: Viewer, rootText: string): Promise<string> {
    const root = (rootText ?? '').trim().toUpperCase();
    // A root that cannot exist has no value to drop (and a NUL byte would fail in the driver, a 500).
    if (!ROOT.test(root)) throw new NotFoundError('No point value of yours for that root');
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query(DELETE_MULTIPLIER, [viewer.id, root]);
      if (!rows.length) throw new NotFoundError(`No point value of yours for ${root || 'that root'}`);
      await this.rebuildRoot(manager, viewer.id, root);
    });
    return root;
  }

  /** The user's imported trades of this root are rebuilt at once, so their P&L follows the new point value. */
  private async rebuildRoot(manager: EntityManager, userId: string, root: string): Promise<void> {
    const rows: { account_id: string; instrument_key: string; symbol: string; strategy_id: string | null }[] =
      await manager.query(IMPORTED_FUTURES_INSTRUMENTS, [userId]);
    const byAccount = new Map<string, { strategyId: string | null; keys: Set<string> }>();
    for (const r of rows.filter((x) => rootOf(x.symbol) === root)) {
      const entry = byAccount.get(r.account_id) ?? { strategyId: r.strategy_id, keys: new Set<string>() };
      entry.keys.add(r.instrument_key);
      byAccount.set(r.account_id, entry);
    }
    for (const [accountId, { strategyId, keys }] of byAccount) {
      await lockAccountImports(manager, accountId);
      await rebuildInstruments(manager, { userId, accountId, strategyId, batchId: null }, [...keys]);
    }
  }
}
