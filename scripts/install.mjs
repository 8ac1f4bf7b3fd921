// Installs the project's packages when a fresh clone has none yet: `npm start` and `npm test`
// both call it first. Uses only Node's own modules, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command in the repository and exits with its status if it fails. */
export function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `npm ci` (or `npm install` without a lock file) when node_modules has not been installed. */
export function installIfMissing() {
  if (existsSync(path.join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing packages (first run only)…');
  run(npm, [existsSync(path.join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}
