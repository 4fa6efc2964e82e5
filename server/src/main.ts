import 'reflect-metadata';
import { loadConfig } from './config/config';
import { ConfigError } from './config/parse-env';
import { logger } from './logger';
import { startCandlog, type RunningCandlog } from './server';
import { describeStartupError } from './startup/startup-error';

/** One line naming the cause and the remedy; the stack only when asked for (CANDLOG_DEBUG=1). */
function failStartup(error: unknown, databaseUrl: string | null): never {
  console.error(describeStartupError(error, databaseUrl));
  if (process.env.CANDLOG_DEBUG === '1') console.error(error);
  process.exit(1);
}

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
    failStartup(error, null);
  }
  let running: RunningCandlog | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C: the person does not want to wait for the grace period.
      logger.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
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
  try {
    running = await startCandlog(config);
  } catch (error) {
    failStartup(error, config.databaseUrl);
  }
  if (stopping) await running.close();
}

void main();
