declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  /** Calls `listener` once, just before `res` writes its headers (headers passed to writeHead already set). */
  function onHeaders<T extends ServerResponse>(res: T, listener: (this: T) => void): void;
  export = onHeaders;
}
