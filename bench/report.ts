/**
 * The bench's results: their JSON shape (bench/results/latest.json), the targets checked against
 * them, and the plain-text tables `npm run bench` prints.
 */
import type { RunResult, ScenarioName } from './api-bench.js';
import type { BalancerResults } from './balancer-bench.js';
import { type ClassViewRun, formatClassRuns } from './class-bench.js';
import type { ClinicResults } from './clinic-bench.js';
import type { ScaleRow } from './scale-bench.js';
import type { LatencySummary, StormResult } from './signup-storm-bench.js';
import type { LighthouseResult, PageWeight } from './web-bench.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface ApiRow {
  scenario: ScenarioName;
  connections: number;
  ours: RunResult;
  ceiling: RunResult;
  /** ours / ceiling requests per second. */
  ratio: number;
}

export interface DatabaseResults {
  database: DatabaseKind;
  measuredAt: string;
  settings: { seconds: number; runs: number; postgresDurable?: boolean };
  session: { source: string; bytes: number };
  api: ApiRow[];
  scale: ScaleRow[];
  /** GET /api/patients during 16 sign-ups; null before the first run of that section. */
  signUpStorm?: StormResult | null;
  /** A 50-member, 5,000-patient clinic against the same data in a personal workspace. */
  clinic?: ClinicResults | null;
}

export type WebResults =
  | {
      available: true;
      measuredAt: string;
      pages: PageWeight[];
      lighthouse: LighthouseResult | null;
    }
  | { available: false; measuredAt: string; reason: string };

export interface TargetCheck {
  target: string;
  value: string;
  /** null when not measured in this or an earlier run. */
  met: boolean | null;
  margin: string;
}

export interface BenchResults {
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: number[] };
  databases: Partial<Record<DatabaseKind, DatabaseResults>>;
  /** Three servers behind HAProxy on one PostgreSQL, against one alone; null before its first run. */
  balancer?: BalancerResults | null;
  web: WebResults | null;
  /** The live class view, one run per viewport and length (absent before its first run). */
  classView?: ClassViewRun[];
  targets: TargetCheck[];
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function check(
  target: string,
  value: number | undefined,
  limit: number,
  unit: string,
  atMost: boolean,
): TargetCheck {
  if (value === undefined || !Number.isFinite(value)) {
    return { target, value: 'not measured', met: null, margin: '' };
  }
  const met = atMost ? value <= limit : value >= limit;
  const diff = Math.abs(value - limit);
  return {
    target,
    value: `${fixed(value)} ${unit}`,
    met,
    margin: `${met ? 'met by' : 'missed by'} ${fixed(diff)} ${unit}`,
  };
}

export function checkTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const web = results.web?.available ? results.web : null;
  const login = web?.pages.find((p) => p.path === '/login');
  // All of it, not only what loads before the form is usable: idle-time preloads count too.
  checks.push(
    check('/login JS (all, by network idle) ≤ 140 KB gz', login?.totalJsGzKb, 140, 'KB', true),
  );
  checks.push(
    check('Lighthouse mobile performance /login ≥ 95', web?.lighthouse?.score, 95, 'points', false),
  );
  for (const run of results.classView ?? []) {
    checks.push(
      check(`class view ${run.key}: long tasks = 0`, run.longTasks.count, 0, 'tasks', true),
    );
    checks.push(
      check(
        `class view ${run.key}: reading-to-screen p95 < 1 s`,
        run.latency.p95Ms,
        1000,
        'ms',
        true,
      ),
    );
  }
  for (const [kind, db] of Object.entries(results.databases)) {
    const save = db.api.find((r) => r.scenario === 'activity save' && r.connections === 16);
    checks.push(
      check(
        `${kind}: activity save ≥ 50 % of ceiling at 16 connections`,
        save && save.ratio * 100,
        50,
        '%',
        false,
      ),
    );
    checks.push(
      check(
        `${kind}: GET /api/patients p99 < 200 ms during ${db.signUpStorm?.signUps ?? 16} sign-ups`,
        db.signUpStorm?.storm.p99Ms,
        200,
        'ms',
        true,
      ),
    );
    for (const row of db.clinic?.rows ?? []) {
      checks.push(check(`${kind}: clinic ${row.query} ≤ 2× personal`, row.ratio, 2, '×', true));
    }
    const history = db.scale.find(
      (r) => r.sessions === 100_000 && r.query === 'history first page',
    );
    checks.push(
      check(
        `${kind}: history first page ≤ 50 ms at 100k sessions`,
        history?.medianMs,
        50,
        'ms',
        true,
      ),
    );
  }
  return checks;
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The sign-up storm's lines for one database (none before that section's first run). */
function formatStorm(db: DatabaseResults): string[] {
  const storm = db.signUpStorm;
  if (!storm) return [];
  const latencyRow = (label: string, l: LatencySummary) => [
    label,
    String(Math.round(l.count)),
    fixed(l.p50Ms),
    fixed(l.p99Ms),
    fixed(l.maxMs),
  ];
  return [
    '',
    `== sign-up storm on ${db.database} (GET /api/patients, ${storm.getConcurrency} at a time, while ${storm.signUps} sign-ups run at once; median of ${storm.runs} runs)`,
    table(
      ['GETs', 'count', 'p50 ms', 'p99 ms', 'max ms'],
      [latencyRow('alone', storm.baseline), latencyRow('during the storm', storm.storm)],
    ),
    `p99 during/alone ${fixed(storm.storm.p99Ms / storm.baseline.p99Ms, 2)}×; sign-ups: median ${fixed(storm.signUpP50Ms, 0)} ms, slowest ${fixed(storm.signUpMaxMs, 0)} ms; failures ${storm.failures}; target p99 < 200 ms`,
  ];
}

export function formatResults(results: BenchResults): string {
  const out: string[] = [];
  const m = results.machine;
  out.push(
    `machine: ${m.cpus} × ${m.cpuModel}, node ${m.node}, 1-min load ${m.loadAverage.map((l) => l.toFixed(1)).join(' → ')}`,
  );
  for (const db of Object.values(results.databases)) {
    out.push(
      '',
      `== API on ${db.database} (${db.measuredAt}; median of ${db.settings.runs} × ${db.settings.seconds} s; session: ${db.session.source}, ${Math.round(db.session.bytes / 1024)} KB)`,
    );
    out.push(
      table(
        [
          'scenario',
          'conn',
          'ours req/s',
          'p50 ms',
          'p99 ms',
          'ceiling req/s',
          'p50 ms',
          'p99 ms',
          'ratio',
          'failures',
        ],
        db.api.map((r) => [
          r.scenario,
          String(r.connections),
          fixed(r.ours.requestsPerS),
          fixed(r.ours.p50Ms),
          fixed(r.ours.p99Ms),
          fixed(r.ceiling.requestsPerS),
          fixed(r.ceiling.p50Ms),
          fixed(r.ceiling.p99Ms),
          `${fixed(r.ratio * 100, 0)} %`,
          `${r.ours.failures}/${r.ceiling.failures}`,
        ]),
      ),
    );
    out.push(
      '',
      `== reads at scale on ${db.database} (one clinician; median and p95 of 25 sequential requests)`,
    );
    out.push(
      table(
        ['sessions', 'query', 'median ms', 'p95 ms', 'status'],
        db.scale.map((r) => [
          String(r.sessions),
          r.query,
          fixed(r.medianMs),
          fixed(r.p95Ms),
          String(r.status),
        ]),
      ),
    );
    out.push(...formatStorm(db));
    if (db.clinic) {
      const c = db.clinic;
      out.push(
        '',
        `== clinic at size on ${db.database} (${c.members} members, ${c.patients} patients, ${c.sessions} sessions; the same data in a personal workspace; median and p95 of 25 sequential requests)`,
        table(
          ['query', 'clinic median ms', 'p95 ms', 'personal median ms', 'p95 ms', 'ratio'],
          c.rows.map((r) => [
            r.query,
            fixed(r.clinic.medianMs),
            fixed(r.clinic.p95Ms),
            fixed(r.personal.medianMs),
            fixed(r.personal.p95Ms),
            `${fixed(r.ratio, 2)}×`,
          ]),
        ),
      );
    }
  }
  const balancer = results.balancer;
  if (balancer) {
    out.push(
      '',
      `== load balancer (${balancer.measuredAt}; ${balancer.servers} built servers behind HAProxy with deploy/haproxy.cfg, one durable PostgreSQL; against one of them alone; medians)`,
      table(
        [
          'scenario',
          'conn',
          'balanced req/s',
          'p50 ms',
          'p99 ms',
          'one server req/s',
          'p50 ms',
          'p99 ms',
          'ratio',
          'failures',
        ],
        balancer.rows.map((r) => [
          r.scenario,
          String(r.connections),
          fixed(r.balanced.requestsPerS),
          fixed(r.balanced.p50Ms),
          fixed(r.balanced.p99Ms),
          fixed(r.direct.requestsPerS),
          fixed(r.direct.p50Ms),
          fixed(r.direct.p99Ms),
          `${fixed(r.ratio, 2)}×`,
          `${r.balanced.failures}/${r.direct.failures}`,
        ]),
      ),
    );
  }
  const web = results.web;
  out.push('', '== web');
  if (!web) out.push('not measured');
  else if (!web.available) out.push(`not available: ${web.reason}`);
  else {
    out.push(
      table(
        [
          'page',
          'initial JS gz KB',
          'files',
          'initial CSS gz KB',
          'all JS gz KB (idle preloads)',
          'all CSS gz KB',
        ],
        web.pages.map((p) => [
          p.path + (p.readySeen ? '' : ' (marker not seen)'),
          fixed(p.initialJsGzKb),
          String(p.initialJsFiles),
          fixed(p.initialCssGzKb),
          fixed(p.totalJsGzKb),
          fixed(p.totalCssGzKb),
        ]),
      ),
    );
    if (web.lighthouse) {
      const metrics = Object.entries(web.lighthouse.metrics).map(
        ([k, v]) => `${k} ${fixed(v, k.includes('shift') ? 3 : 0)}`,
      );
      out.push(
        `Lighthouse /login (mobile): ${web.lighthouse.score} (median of ${web.lighthouse.runs}: ${(web.lighthouse.scores ?? []).join(', ')}; 1-min load ${web.lighthouse.loadAverage ?? '?'} at start); ${metrics.join(', ')}`,
      );
    }
  }
  if (results.classView?.length) out.push(...formatClassRuns(results.classView));
  out.push('', '== targets');
  out.push(
    table(
      ['target', 'value', 'met', 'margin'],
      results.targets.map((t) => [
        t.target,
        t.value,
        t.met === null ? '–' : t.met ? 'yes' : 'NO',
        t.margin,
      ]),
    ),
  );
  return out.join('\n');
}
