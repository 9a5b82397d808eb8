/**
 * `npm start`: builds the site with the local defaults, then serves it on 127.0.0.1:4321 beside the
 * sandbox API on 127.0.0.1:8787, so every form works locally. Ctrl+C stops both.
 * `--no-build` serves the existing dist/ (Lighthouse CI starts the site this way).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { build: { type: 'boolean', default: true } }, allowNegative: true });

function run(command: string, args: string[]): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', env: process.env });
}

if (values.build) {
  const build = run('npx', ['astro', 'build']);
  const code: number = await new Promise((resolve) => build.on('exit', (exit) => resolve(exit ?? 1)));
  if (code !== 0) process.exit(code);
}

const children = [run(process.execPath, ['sandbox/server.ts']), run(process.execPath, ['scripts/preview.ts', '--port', '4321'])];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
