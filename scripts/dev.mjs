#!/usr/bin/env node
// `npm run dev`: the server in watch mode and both Vite apps with hot reload, in one terminal.
//
//   tsc --watch        recompiles domain/, application/ and adapters/ into dist/
//   node --watch       restarts the server (PORT, default 3000) whenever dist/ changes
//   vite (web)         http://localhost:5173/        proxies /api, /media and /ws (and robots.txt,
//                                                    sitemap.xml) to the server, browser-kit/vite.shared.mts
//   vite (admin-web)   http://localhost:5174/admin/  likewise
//
// The server needs no build of the apps here (web/dist may be missing, or stale: it is not what a
// developer looks at): visitors use Vite's ports. DEV_API_TARGET tells both Vite proxies where the
// server is; it follows PORT unless set.
// Ctrl-C or a SIGTERM stops all four.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';
const apiTarget = process.env.DEV_API_TARGET || `http://localhost:${port}`;
const colours = process.stdout.isTTY === true;
// The children write into pipes, where most tools drop their colours unless told otherwise.
const env = { ...process.env, PORT: port, DEV_API_TARGET: apiTarget, ...(colours ? { FORCE_COLOR: '1' } : {}) };

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let stopping = false;

/**
 * Runs `node ...args` (the same Node as this script: the project needs 24) with every output line
 * prefixed by `name`. `onLine` sees each line of standard output.
 * @param {string} name
 * @param {string} colour ANSI colour code of the prefix
 * @param {string[]} args
 * @param {(line: string) => void} [onLine]
 */
function start(name, colour, args, onLine) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = colours ? `\x1b[${colour}m[${name}]\x1b[0m ` : `[${name}] `;
  running.add(child);
  createInterface({ input: child.stdout }).on('line', (line) => {
    process.stdout.write(prefix + line + '\n');
    onLine?.(line);
  });
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (stopping) {
      if (running.size === 0) process.exit();
      return;
    }
    // A part that ends on its own (a Vite port already taken, a crash of a watcher) leaves a
    // half-working stack behind: stop the rest and say which part it was.
    process.stderr.write(`${prefix}exited (${signal ?? `code ${code}`}): stopping the others\n`);
    stop(1);
  });
  return child;
}

/** @param {number} exitCode */
function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (running.size === 0) process.exit(exitCode);
  for (const child of running) child.kill('SIGTERM');
  // A part that ignores SIGTERM must not keep the terminal (or a port) after we are gone. Longer
  // than the server's own wait for requests in flight (10 s): node --watch killed while its
  // server still runs would leave that server orphaned on its port.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 15_000).unref();
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => stop(0));
}

let serverStarted = false;
start('tsc', '36', [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput', ...(colours ? ['--pretty'] : [])], (line) => {
  // The first compile has written dist/ (with or without type errors, which tsc reports above):
  // from here on node --watch restarts the server on each recompile.
  if (!serverStarted && line.includes('Watching for file changes')) {
    serverStarted = true;
    start('server', '33', ['--watch', 'dist/adapters/main.js']);
  }
});
start('web', '32', [vite, '--config', 'web/vite.config.mts', '--strictPort']);
start('admin', '35', [vite, '--config', 'admin-web/vite.config.mts', '--strictPort']);
process.stdout.write(
  `Starting: web http://localhost:5173/ and admin http://localhost:5174/admin/, server on port ${port} (API at ${apiTarget})\n`,
);
