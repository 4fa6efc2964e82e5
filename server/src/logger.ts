/** One-line, timestamped log records on stdout/stderr (the process manager keeps them). */
function line(level: string, message: string): string {
  return `${new Date().toISOString()} ${level} ${message}`;
}

export const logger = {
  info: (message: string) => console.log(line('info ', message)),
  warn: (message: string) => console.warn(line('warn ', message)),
  error: (message: string, error?: unknown) =>
    console.error(line('error', error instanceof Error ? `${message}: ${error.stack ?? error.message}` : message)),
};
