/**
 * `npm run bench:class [-- --class-minutes 5 --viewports 1280x800,1920x1080 --no-build]`: the live
 * class view alone (class-bench.ts). Builds (unless `--no-build`), starts the built server on
 * 127.0.0.1, measures each viewport in turn, prints the section and merges it into
 * results/latest.json (`--results` for another file); the other sections are kept as they were.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startServerProcess } from '../src/server/test/server-process.js';
import {
  type ClassViewRun,
  formatClassRuns,
  mergeClassRuns,
  parseViewport,
  runClassBench,
} from './class-bench.js';
import { type BenchResults, checkTargets } from './report.js';

const { values: args } = parseArgs({
  options: {
    'class-minutes': { type: 'string', default: '5' },
    viewports: { type: 'string', default: '1280x800' },
    results: { type: 'string', default: path.join(ROOT, 'bench/results/latest.json') },
    'no-build': { type: 'boolean', default: false },
    'cpu-throttle': { type: 'string', default: '4' },
  },
});
const cpuThrottle = Number(args['cpu-throttle']);
if (!(cpuThrottle >= 1 && cpuThrottle <= 20)) throw new Error('--cpu-throttle: 1–20');
const minutes = Number(args['class-minutes']);
if (!(minutes > 0 && minutes <= 240))
  throw new Error('--class-minutes: a number of minutes, ≤ 240');
const viewports = args.viewports.split(',').map(parseViewport);
const log = (line: string) => process.stderr.write(`${line}\n`);

function previousResults(file: string): BenchResults | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  } catch {
    return null;
  }
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  if (!args['no-build']) execSync('npm run build', { cwd: ROOT, stdio: ['ignore', 2, 2] });
  const server = await startServerProcess({ entry: 'dist' });
  const runs: ClassViewRun[] = [];
  try {
    log(`bench:class: server at ${server.baseUrl}, ${minutes} min per viewport`);
    for (const viewport of viewports) {
      runs.push(
        await runClassBench({ baseUrl: server.baseUrl, minutes, viewport, log, cpuThrottle }),
      );
    }
  } finally {
    await server.stop();
  }
  // Read again at the end: a run can last an hour, and the other sections may have moved.
  const previous = previousResults(args.results);
  const cpuList = cpus();
  const partial = {
    machine: previous?.machine ?? {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      node: process.version,
      loadAverage: [loadAtStart, loadavg()[0]!],
    },
    databases: previous?.databases ?? {},
    balancer: previous?.balancer ?? null,
    web: previous?.web ?? null,
    classView: mergeClassRuns(previous?.classView ?? [], runs),
  };
  const results: BenchResults = { ...partial, targets: checkTargets(partial) };
  mkdirSync(path.dirname(args.results), { recursive: true });
  writeFileSync(args.results, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatClassRuns(runs).join('\n'));
  console.log(`\nmerged into ${args.results}`);
}

await main();
