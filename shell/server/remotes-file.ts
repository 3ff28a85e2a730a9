import { readFile } from 'node:fs/promises';
import { REMOTE_APPS, containerName } from '@cvb/route-table';
import type { ServerConfig } from './config';

/** Local mode: every remote on its own port, 3101…3108, as it would be on its own CDN path. */
export function defaultRemotes(
  config: Pick<ServerConfig, 'REMOTE_HOST' | 'REMOTE_PORT_BASE'>,
): Record<string, string> {
  return Object.fromEntries(
    REMOTE_APPS.map((app, index) => [
      containerName(app),
      `http://${config.REMOTE_HOST}:${config.REMOTE_PORT_BASE + index}/mf-manifest.json`,
    ]),
  );
}

export async function readRemotes(config: ServerConfig): Promise<Record<string, string>> {
  if (!config.REMOTES_FILE) return defaultRemotes(config);
  return JSON.parse(await readFile(config.REMOTES_FILE, 'utf8')) as Record<string, string>;
}
