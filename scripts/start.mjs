// `npm start`: installs what is missing, builds the web app and the server, then runs the built
// server (plain JavaScript, ADR 0015), which serves portal and API on one port (PORT, default
// 8080) over the embedded database in ./data (or DATABASE_URL).
// Uses only Node's own modules, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { installIfMissing, npm, root, run } from './install.mjs';

installIfMissing();
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
