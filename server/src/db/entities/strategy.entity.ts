import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A named trading strategy, per user (unique name). An account has one; its trades use it. */
@Entity({ name: 'strategies' })
@Index('strategies_user_name_key', ['userId', 'name'], { unique: true })
export class StrategyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
