import 'reflect-metadata';
import { loadConfig } from './config/config';
import { ConfigError } from './config/parse-env';
import { logger } from './logger';
import { startCandlog, type RunningCandlog } from './server';

/** Entry point (`npm start` → scripts/start.mjs → here). Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let running: RunningCandlog | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    try {
      await running?.close();
      process.exit(0);
    } catch (error) {
      logger.error('shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  running = await startCandlog(config);
  if (stopping) await running.close();
}

main().catch((error) => {
  logger.error('Candlog failed to start', error);
  process.exit(1);
});
