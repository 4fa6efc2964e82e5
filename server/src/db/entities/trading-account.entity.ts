import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'trading_accounts' })
export class TradingAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'strategy_id', type: 'uuid', nullable: true })
  strategyId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** ISO 4217 code, uppercased. */
  @Column({ type: 'char', length: 3 })
  currency!: string;

  /** NUMERIC, carried as a string so no float ever touches money. */
  @Column({ name: 'initial_balance', type: 'numeric', precision: 24, scale: 8 })
  initialBalance!: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
