import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest directory at or above `startDir` that contains `relativePath`, or undefined. */
export function findUp(startDir: string, relativePath: string): string | undefined {
  let dir = path.resolve(startDir);
  for (;;) {
    if (existsSync(path.join(dir, relativePath))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The Drizzle migrations folder (`api/drizzle`), found from the source tree and from the bundle in `api/dist`. */
export function migrationsFolder(): string {
  const apiRoot = findUp(__dirname, path.join('drizzle', 'meta', '_journal.json'));
  if (!apiRoot) throw new Error(`Cannot find the drizzle migrations folder above ${__dirname}`);
  return path.join(apiRoot, 'drizzle');
}

/** The default PGlite data directory: `<repo root>/.data/pglite`. */
export function defaultDataDir(): string {
  const repoRoot = findUp(__dirname, 'nx.json') ?? process.cwd();
  return path.join(repoRoot, '.data', 'pglite');
}
