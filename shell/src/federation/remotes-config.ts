import type { RemoteManifestMap } from '@cvb/mfe-kit';

/** Reads remotes.json (container name → manifest URL) at run time; nothing is compiled into the shell. */
export async function fetchRemotesConfig(): Promise<RemoteManifestMap> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('remotes.json is not an object');
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
