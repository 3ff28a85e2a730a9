// `npm run dev -- mfe-trucks`: build everything once (cached by Nx), then run the site with that
// remote on webpack-dev-server (hot reload) and every other part from its build.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_FOLDERS } from './remote-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remote = process.argv[2];
if (!remote || !REMOTE_FOLDERS.includes(remote)) {
  console.error(`usage: npm run dev -- <remote>   (one of ${REMOTE_FOLDERS.join(', ')})`);
  process.exit(2);
}
const others = ['api', 'shell', ...REMOTE_FOLDERS.filter((folder) => folder !== remote)];
const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '--parallel=1', `--projects=${others.join(',')}`],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn(process.execPath, ['scripts/start.mjs', '--dev', remote], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
process.on('SIGINT', () => child.kill('SIGINT'));
