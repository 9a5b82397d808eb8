/**
 * The W3C's Nu Html Checker (the npm package vnu-jar) over every built page, errors only, in one Java process
 * (npm run validate:html runs it after html-validate; a stage of npm test). Fails on any error but the
 * messages of NU_CSS_GAPS, the CSS the checker does not know yet. Needs Java 11 or later: when `java` is
 * missing and apt-get is there, it installs Debian's default-jre-headless first, as ensure-browsers.sh does
 * for the browsers.
 *   --dir   the built site (default dist)
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** One message of the checker's JSON report (`--format json`). */
export interface NuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly lastColumn?: number;
  readonly message: string;
  readonly extract?: string;
}

/**
 * The checker's messages about valid CSS it does not know yet, each word for word: container queries (the
 * `@container` rule and the `container-type` property), which every engine the site supports implements.
 * Any other CSS message fails the gate.
 */
export const NU_CSS_GAPS: ReadonlySet<string> = new Set([
  'CSS: Unrecognized at-rule “@container”',
  "CSS: “container-type”: Property “container-type” doesn't exist.",
]);

/** The messages of a report that fail the gate: every one but warnings and the known gaps of NU_CSS_GAPS. */
export function nuErrors(messages: readonly NuMessage[]): NuMessage[] {
  return messages.filter((message) => message.type !== 'info' && !NU_CSS_GAPS.has(message.message));
}

/** One message as a line: the file, its position and the checker's words. */
export function describeNuMessage(message: NuMessage, root = ''): string {
  const file = (message.url ?? '').replace(/^file:/, '').replace(root, '');
  const extract = message.extract ? ` (…${message.extract.replace(/\s+/g, ' ')}…)` : '';
  return `${file}:${message.lastLine ?? '?'}:${message.lastColumn ?? '?'} ${message.message}${extract}`;
}

/** The JVM's options: vnu needs a deeper thread stack than Java's default; C1 alone starts this short run twice as fast. */
const JAVA_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1'];

/** Makes sure `java` runs, installing Debian's headless runtime when it is missing and apt-get can. */
function ensureJava(): void {
  if (spawnSync('java', ['-version']).status === 0) return;
  console.log('No Java for the Nu Html Checker: installing default-jre-headless from Debian.');
  const [command = 'apt-get', ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const apt = (...args: string[]) => spawnSync(command, [...prefix, ...args], { stdio: 'inherit' });
  if (
    apt('update', '-qq').status !== 0 ||
    apt('install', '-y', '-qq', 'default-jre-headless').status !== 0 ||
    spawnSync('java', ['-version']).status !== 0
  ) {
    throw new Error('The Nu Html Checker needs Java 11 or later on PATH (Debian: apt-get install default-jre-headless).');
  }
}

/** Runs the checker once over all the files; resolves to its messages. */
async function check(files: readonly string[]): Promise<NuMessage[]> {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  // --no-langdetect: the pages say their language, and its guess only ever gives a warning, which --errors-only drops.
  const args = [...JAVA_OPTIONS, '-jar', jar, '--errors-only', '--no-langdetect', '--exit-zero-always', '--format', 'json', ...files];
  const child = spawn('java', args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let report = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  try {
    return (JSON.parse(report) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu Html Checker gave no report (exit ${code}):\n${report}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
  const root = new URL(`../../${values.dir}/`, import.meta.url).pathname;
  const files = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => join(root, file));
  if (files.length === 0) throw new Error(`No built page in ${values.dir}/: build the site first.`);
  ensureJava();
  const started = Date.now();
  const errors = nuErrors(await check(files));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (errors.length > 0) {
    console.error(`Nu Html Checker: ${errors.length} errors in ${files.length} pages (${seconds} s):`);
    for (const error of errors) console.error(`  ${describeNuMessage(error, root)}`);
    process.exitCode = 1;
  } else {
    console.log(`Nu Html Checker: ${files.length} pages, no errors (${seconds} s).`);
  }
}
