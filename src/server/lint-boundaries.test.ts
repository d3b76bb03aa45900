/**
 * The import boundaries in biome.jsonc, proven: each rule is run on a deliberate bad import
 * (and a good one beside it) in a scratch tree that holds a copy of the real biome.jsonc and
 * fixture files at the paths the rules name. A rule loosened by mistake fails here, not in a
 * review months later.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './test/server-process.js';

const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

let scratch: string;

/** The rule names Biome reports for `file` (relative to the scratch tree), given `files`. */
function violations(files: Record<string, string>, file: string): string[] {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
    writeFileSync(path.join(scratch, name), text);
  }
  try {
    const out = execFileSync(
      process.execPath,
      [BIOME, 'lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=50', file],
      { cwd: scratch, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return rulesIn(out);
  } catch (error) {
    return rulesIn(String((error as { stdout?: string }).stdout ?? ''));
  } finally {
    for (const name of Object.keys(files)) rmSync(path.join(scratch, name), { force: true });
  }
}

function rulesIn(json: string): string[] {
  const start = json.indexOf('{');
  if (start < 0) return [];
  const report = JSON.parse(json.slice(start)) as { diagnostics?: { category?: string }[] };
  return (report.diagnostics ?? [])
    .map((d) => d.category ?? '')
    .filter((category) => category.startsWith('lint/'));
}

const uses = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
const RESTRICTED = 'lint/style/noRestrictedImports';

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'ritmo-lint-'));
  copyFileSync(path.join(ROOT, 'biome.jsonc'), path.join(scratch, 'biome.jsonc'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import boundaries (biome.jsonc)', () => {
  it.each([
    [
      'a feature reaching into another at any depth',
      'src/web/features/home/x.ts',
      '../results/history/merge-server-history',
    ],
    [
      'a feature module two folders down reaching into another',
      'src/web/features/results/history/x.ts',
      '../../clinic/clinic-api',
    ],
    ['three folders down', 'src/web/features/results/a/b/x.ts', '../../../sync/outbox-engine'],
    ['lib/ importing a feature', 'src/web/lib/x.ts', '../features/sync'],
    ['components/ importing a feature', 'src/web/components/x.tsx', '../features/clinic/index'],
    ['the web app importing the server', 'src/web/features/home/x.ts', '../../../server/config'],
    ['the server importing the web app', 'src/server/app.ts', '../web/lib/paths'],
    ['a server area importing the web app', 'src/server/patients/x.ts', '../../web/lib/paths'],
    ['the kernel importing an area', 'src/server/kernel/x.ts', '../audit/audit-repository.js'],
    ['the kernel importing the config', 'src/server/kernel/x.ts', '../config.js'],
    ['db importing an area', 'src/server/db/migrations/x.ts', '../../patients/patient-row.js'],
    ['an area importing one above it', 'src/server/patients/x.ts', '../programmes/plan-hash.js'],
    ['auth importing workspaces', 'src/server/auth/x.ts', '../workspaces/workspace-access.js'],
    ['an area importing the composition root', 'src/server/activities/x.ts', '../route-context.js'],
    ['an area importing app.ts', 'src/server/reviews/x.ts', '../app.js'],
    ['common importing Node', 'src/common/x.ts', 'node:fs'],
    ['common importing the server', 'src/common/schemas/x.ts', '../../server/config'],
  ])('refuses %s', (_, file, target) => {
    expect(violations({ [file]: uses(target) }, file)).toContain(RESTRICTED);
  });

  it.each([
    ['a feature using another through its index', 'src/web/features/home/x.ts', '../sync/index'],
    ['a feature using lib/', 'src/web/features/results/history/x.ts', '../../../lib/paths'],
    [
      'a feature using its own sub-folder',
      'src/web/features/results/history/x.ts',
      '../shared/format',
    ],
    ['the server serving the built app from its own web/', 'src/server/app.ts', './web/web-app.js'],
    ['an area using one below it', 'src/server/programmes/x.ts', '../patients/patient-rows.js'],
    ['an area using the kernel', 'src/server/auth/x.ts', '../kernel/http-error.js'],
    ['the composition root using an area', 'src/server/route-context.ts', './reviews/x.js'],
    ['a test reaching anywhere', 'src/server/kernel/x.test.ts', '../app.js'],
  ])('allows %s', (_, file, target) => {
    expect(violations({ [file]: uses(target) }, file)).not.toContain(RESTRICTED);
  });

  it('refuses an import cycle made of type-only imports', () => {
    const files = {
      'src/web/lib/a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'src/web/lib/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    };
    expect(violations(files, 'src/web/lib/a.ts')).toContain('lint/suspicious/noImportCycles');
  });
});
