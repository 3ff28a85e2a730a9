import { defaultRemotes, writeRemotes, type RemoteContainer } from './stack';

/** Points one remote of remotes.json at another URL (as an operator would when deploying). */
export function pointRemote(name: RemoteContainer, url: string): void {
  writeRemotes({ ...defaultRemotes(), [name]: url });
}

export function restoreRemotes(): void {
  writeRemotes(defaultRemotes());
}
