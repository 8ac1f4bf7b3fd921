// `npm start`: installs what is missing, builds the web app and the server, then runs the built
// server (plain JavaScript, ADR 0015), which serves portal and API on one port (PORT, default
// 8080) over the embedded database in ./data (or DATABASE_URL).
// Uses only Node's own modules, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing packages (first start only)…');
  run(npm, [existsSync(path.join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}
console.log('Building the web app and the server…');
run(npm, ['run', 'build', '--silent']);

const revision = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim();
// Source maps on, so a stack trace names the TypeScript line.
const bundle = path.join(root, 'apps', 'server', 'dist', 'main.mjs');
const server = spawn(process.execPath, ['--enable-source-maps', bundle], {
  cwd: root,
  stdio: 'inherit',
  env: { BUILD_REVISION: revision || 'dev', ...process.env },
});
// Ctrl-C reaches the server too (same process group); it closes the database, then we exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
