import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lowercased; unique. */
  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ type: 'text' })
  username!: string;

  /** argon2id hash (PHC string). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** IANA zone used to bucket days, weekdays, hours and months. */
  @Column({ type: 'text', default: 'UTC' })
  timezone!: string;

  /** Whether the user set their zone (the client sets the browser's zone on first sign-in). */
  @Column({ name: 'timezone_set', type: 'boolean', default: false })
  timezoneSet!: boolean;

  /** Bumped on password change: tokens carrying an older version are rejected. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
