import type { DataSource } from 'typeorm';
import { logger } from '../logger';
import { seedDemoData } from './seed/demo-seed';

/**
 * Demo mode: the demo user and its history (idempotent, so every start may call it). A failed
 * seed is logged, not fatal: the product still serves its real users.
 */
export async function seedDemoIfEnabled(dataSource: DataSource, demoMode: boolean): Promise<void> {
  if (!demoMode) return;
  const started = Date.now();
  try {
    await seedDemoData(dataSource);
    logger.info(`demo data ready (${Date.now() - started} ms)`);
  } catch (error) {
    logger.error('demo data could not be seeded', error);
  }
}
