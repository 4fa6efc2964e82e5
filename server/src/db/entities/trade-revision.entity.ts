import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Audit trail: every update or delete of a trade keeps the previous row (who, when, what). */
@Entity({ name: 'trade_revisions' })
export class TradeRevisionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** No foreign key: the revision outlives a deleted trade. */
  @Column({ name: 'trade_id', type: 'uuid' })
  tradeId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ type: 'text' })
  action!: 'update' | 'delete';

  @Column({ name: 'changed_by', type: 'uuid' })
  changedBy!: string;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;

  /** The trade row as it was before the change. */
  @Column({ type: 'jsonb' })
  previous!: Record<string, unknown>;
}
