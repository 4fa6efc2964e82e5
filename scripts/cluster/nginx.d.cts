import type { ChildProcess } from 'node:child_process';

export function findNginx(): string | null;
export function writeNginxConfig(options: { dir: string; listenPort: number; upstreamPorts: number[] }): string;
export function startNginx(binary: string, confFile: string, listenPort: number): Promise<ChildProcess>;
