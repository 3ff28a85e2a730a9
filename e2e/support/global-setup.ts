import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURE_PORT } from './stack';

interface Closable {
  close(): Promise<void>;
}

/** Serves e2e/dist (faulty remotes, the redeployed tyres build) from its own port, with CORS. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const serveRemoteUrl = pathToFileURL(path.resolve(__dirname, '../../scripts/serve-remote.mjs')).href;
  const { serveRemote } = (await import(serveRemoteUrl)) as {
    serveRemote(options: { root: string; port: number }): Promise<Closable>;
  };
  const server = await serveRemote({ root: path.resolve(__dirname, '../dist'), port: FIXTURE_PORT });
  return () => server.close();
}
