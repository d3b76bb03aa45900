/**
 * Reads a V8 .cpuprofile (node --cpu-prof) into where the time went: self time grouped by the
 * function's package (node_modules) or our source folder (dist/… → src/…), plus the functions
 * with the most self time and our functions with the most inclusive time.
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Bucket {
  name: string;
  ms: number;
  /** Share of all sampled time in the window, idle included. */
  pctOfTotal: number;
  /** Share of the time the thread was not idle (null for idle itself). */
  pctOfBusy: number | null;
  /**
   * Share of busy time with this bucket anywhere on the (synchronous) stack: what it and the
   * code it called took, e.g. better-auth's own queries and crypto. Async hops cut stacks short.
   */
  inclusivePctOfBusy: number | null;
}

export interface ProfileBreakdown {
  totalMs: number;
  busyMs: number;
  buckets: Bucket[];
  topSelf: { name: string; ms: number; pctOfBusy: number }[];
  topOursInclusive: { name: string; ms: number; pctOfBusy: number }[];
}

const IDLE = 'idle';
/** Packages that do one job together, named by that job. */
const PACKAGE_GROUPS: Record<string, string> = {
  zod: 'zod (validation)',
  'better-sqlite3': 'better-sqlite3',
  'better-auth': 'better-auth (session lookup)',
  '@better-auth/core': 'better-auth (session lookup)',
  '@better-auth/utils': 'better-auth (session lookup)',
  'better-call': 'better-auth (session lookup)',
  jose: 'better-auth (session lookup)',
  '@noble/hashes': 'better-auth (session lookup)',
  '@noble/ciphers': 'better-auth (session lookup)',
  kysely: 'kysely (query building)',
  pg: 'pg (PostgreSQL client)',
  'pg-protocol': 'pg (PostgreSQL client)',
  '@fastify/compress': 'compression (@fastify/compress)',
  '@fastify/helmet': 'fastify (+ plugins, router, serialiser)',
  fastify: 'fastify (+ plugins, router, serialiser)',
  'find-my-way': 'fastify (+ plugins, router, serialiser)',
  avvio: 'fastify (+ plugins, router, serialiser)',
  'fast-json-stringify': 'fastify (+ plugins, router, serialiser)',
  'secure-json-parse': 'request body JSON.parse (secure-json-parse)',
  '@fastify/error': 'fastify (+ plugins, router, serialiser)',
  'light-my-request': 'fastify (+ plugins, router, serialiser)',
  'fast-querystring': 'fastify (+ plugins, router, serialiser)',
  pino: 'pino (logging)',
  'prom-client': 'prom-client (metrics)',
};
/** Our folders whose job the name alone does not say. */
const OUR_FOLDERS: Record<string, string> = {
  'common/metrics': 'summary computation (src/common/metrics)',
  'common/schemas': 'our schemas, refinements (src/common/schemas)',
};
/** V8's builtins (no script) worth naming; the rest go to "V8 builtins, other". */
const BUILTINS: Record<string, string> = {
  parse: 'JSON.parse (builtin)',
  stringify: 'JSON.stringify (builtin)',
  writev: 'socket writes (writev, native)',
};

function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = url.slice(at + '/node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The bucket one function's self time goes to. */
export function bucketOf(frame: CpuProfileNode['callFrame']): string {
  const { functionName, url } = frame;
  if (functionName === '(idle)') return IDLE;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(program)' || functionName === '(root)') {
    return 'program (native, unattributed)';
  }
  const pkg = packageOf(url);
  // better-sqlite3 runs SQLite synchronously in C++; V8 charges it to the JS frame calling it.
  if (pkg === 'kysely' && url.includes('sqlite-driver') && functionName === 'executeQuery') {
    return 'SQLite itself (better-sqlite3, native)';
  }
  if (pkg) return PACKAGE_GROUPS[pkg] ?? `package: ${pkg}`;
  const ours = /\/(?:dist|src)\/(common|server)\/([^/]+)\//.exec(url);
  // Its self time is V8's JSON.stringify of the samples, inlined: the text that is stored.
  if (functionName === 'contentJson') return 'samples → stored JSON text (contentJson)';
  if (ours) {
    const folder = `${ours[1]}/${ours[2]}`;
    return OUR_FOLDERS[folder] ?? `src/${folder}`;
  }
  if (url.startsWith('node:')) {
    const module = url.replace(/^node:(internal\/)?/, '').split('/')[0]!;
    return /zlib/.test(url) ? 'compression (node:zlib)' : `node: ${module}`;
  }
  // secure-json-parse's __proto__ / constructor scans of every JSON body are most of these.
  if (!url && functionName.startsWith('RegExp:')) return 'regular expressions (V8)';
  if (!url) return BUILTINS[functionName] ?? 'V8 builtins, other';
  return 'other scripts';
}

const frameName = (node: CpuProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/dist\//, '');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
};

/** Each sample's duration: the time until the next sample (the last one gets none). */
function sampleDurations(profile: CpuProfile): { at: number; us: number }[] {
  const out: { at: number; us: number }[] = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    out.push({ at, us: profile.timeDeltas[i + 1] ?? 0 });
  }
  return out;
}

function top(map: Map<string, number>, busyUs: number, count: number) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: us / 1000, pctOfBusy: (100 * us) / busyUs }));
}

/**
 * Self time by bucket within [fromUs, toUs] of the monotonic clock (all samples if the window
 * holds none); buckets under `minPct` of the total are folded into "other".
 */
export function bucketProfile(
  profile: CpuProfile,
  window: { fromUs: number; toUs: number } = { fromUs: -Infinity, toUs: Infinity },
  minPct = 0.5,
): ProfileBreakdown {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let durations = sampleDurations(profile);
  const inWindow = durations.map((d) => d.at >= window.fromUs && d.at <= window.toUs);
  if (!inWindow.includes(true)) inWindow.fill(true);
  durations = durations.map((d, i) => (inWindow[i] ? d : { ...d, us: 0 }));

  const self = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const oursInclusive = new Map<string, number>();
  const bucketInclusive = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const us = durations[i]!.us;
    if (us === 0) return;
    const node = byId.get(id)!;
    const bucket = bucketOf(node.callFrame);
    totalUs += us;
    self.set(bucket, (self.get(bucket) ?? 0) + us);
    if (bucket !== IDLE) {
      const name = frameName(node);
      selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + us);
    }
    // Inclusive time of our functions: each one on the stack once per sample (recursion too).
    const seen = new Set<string>();
    const bucketsSeen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      const frameBucket = bucketOf(frame.callFrame);
      // Scriptless frames (root, microtask runs) sit under everything: no share of their own.
      if (frame.callFrame.url && !bucketsSeen.has(frameBucket)) {
        bucketsSeen.add(frameBucket);
        bucketInclusive.set(frameBucket, (bucketInclusive.get(frameBucket) ?? 0) + us);
      }
      if (!/\/dist\/(common|server)\//.test(frame.callFrame.url)) continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      oursInclusive.set(name, (oursInclusive.get(name) ?? 0) + us);
    }
  });
  const idleUs = self.get(IDLE) ?? 0;
  const busyUs = Math.max(1, totalUs - idleUs);
  const folded = new Map<string, number>();
  for (const [name, us] of self) {
    const key =
      name === IDLE || (100 * us) / totalUs >= minPct ? name : `other (< ${minPct} % each)`;
    folded.set(key, (folded.get(key) ?? 0) + us);
  }
  const buckets = [...folded]
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => ({
      name,
      ms: us / 1000,
      pctOfTotal: (100 * us) / totalUs,
      pctOfBusy: name === IDLE ? null : (100 * us) / busyUs,
      inclusivePctOfBusy:
        name === IDLE || !bucketInclusive.has(name)
          ? null
          : (100 * bucketInclusive.get(name)!) / busyUs,
    }));
  return {
    totalMs: totalUs / 1000,
    busyMs: busyUs / 1000,
    buckets,
    topSelf: top(selfByFunction, busyUs, 15),
    topOursInclusive: top(oursInclusive, busyUs, 15),
  };
}

const pct = (n: number | null) => (n === null ? '' : `${n.toFixed(1)} %`);

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatBreakdown(b: ProfileBreakdown): string {
  return [
    `main thread: ${b.totalMs.toFixed(0)} ms sampled, ${b.busyMs.toFixed(0)} ms busy (${((100 * b.busyMs) / b.totalMs).toFixed(1)} %)`,
    '',
    table(
      ['bucket (self time)', 'ms', '% of total', '% of busy', 'on stack, % of busy'],
      b.buckets.map((x) => [
        x.name,
        x.ms.toFixed(0),
        pct(x.pctOfTotal),
        pct(x.pctOfBusy),
        pct(x.inclusivePctOfBusy),
      ]),
    ),
    '',
    table(
      ['functions with the most self time', 'ms', '% of busy'],
      b.topSelf.map((x) => [x.name, x.ms.toFixed(0), pct(x.pctOfBusy)]),
    ),
    '',
    table(
      ['our functions, inclusive time', 'ms', '% of busy'],
      b.topOursInclusive.map((x) => [x.name, x.ms.toFixed(0), pct(x.pctOfBusy)]),
    ),
  ].join('\n');
}
