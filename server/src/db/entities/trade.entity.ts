import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { EMOTIONAL_TAGS, MARKETS, TRADE_TYPES, type Market } from '../../domain/validation/trade-rules';

// The value lists are the trade rules' (domain/validation/trade-rules.ts); the entity only types its columns with them.
export const TRADE_RESULTS = ['win', 'loss', 'breakeven', 'open'] as const;
export type TradeResult = (typeof TRADE_RESULTS)[number];
export { MARKETS, TRADE_TYPES, EMOTIONAL_TAGS, type Market };
export type TradeType = (typeof TRADE_TYPES)[number];
export type EmotionalTag = (typeof EMOTIONAL_TAGS)[number];
/** 'import': built from broker executions (prices, quantities and dates are theirs); 'manual': entered by hand. */
export type TradeOrigin = 'manual' | 'import';

/**
 * One trade. Prices and quantities are NUMERIC(30,12) (forex pips and crypto satoshis fit);
 * pnl is unconstrained NUMERIC so the server's exact product is stored as computed.
 * All decimals are strings in TypeScript.
 */
@Entity({ name: 'trades' })
export class TradeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ name: 'strategy_id', type: 'uuid', nullable: true })
  strategyId!: string | null;

  @Column({ type: 'text' })
  symbol!: string;

  @Column({ type: 'text' })
  market!: Market;

  @Column({ type: 'text', default: 'manual' })
  origin!: TradeOrigin;

  @Column({ name: 'trade_type', type: 'text' })
  tradeType!: TradeType;

  @Column({ name: 'entry_price', type: 'numeric', precision: 30, scale: 12 })
  entryPrice!: string;

  @Column({ name: 'exit_price', type: 'numeric', precision: 30, scale: 12, nullable: true })
  exitPrice!: string | null;

  @Column({ type: 'numeric', precision: 30, scale: 12 })
  quantity!: string;

  @Column({ type: 'numeric', precision: 20, scale: 8, default: 1 })
  multiplier!: string;

  @Column({ type: 'numeric', precision: 24, scale: 8, default: 0 })
  fees!: string;

  @Column({ name: 'stop_loss', type: 'numeric', precision: 30, scale: 12, nullable: true })
  stopLoss!: string | null;

  /** The stop as set at entry: the basis of R (stopLoss is the current stop). Issue 33; domain/r-multiple.ts. */
  @Column({ name: 'initial_stop', type: 'numeric', precision: 30, scale: 12, nullable: true })
  initialStop!: string | null;

  /** The target as planned at entry. */
  @Column({ name: 'planned_target', type: 'numeric', precision: 30, scale: 12, nullable: true })
  plannedTarget!: string | null;

  @Column({ type: 'numeric', nullable: true })
  pnl!: string | null;

  /** Imported from fills in another currency: theirs (prices, fees and pnl are the account's). Null: the account's. */
  @Column({ type: 'char', length: 3, nullable: true })
  currency!: string | null;

  @Column({ type: 'text' })
  result!: TradeResult;

  @Column({ name: 'entry_date', type: 'timestamptz' })
  entryDate!: Date;

  @Column({ name: 'exit_date', type: 'timestamptz', nullable: true })
  exitDate!: Date | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'emotional_tags', type: 'text', array: true, default: () => "'{}'" })
  emotionalTags!: EmotionalTag[];

  @VersionColumn({ type: 'integer' })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
