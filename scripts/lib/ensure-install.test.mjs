import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsStale } from './ensure-install.mjs';

const HOUR_S = 3600;
const BASE_S = 1_800_000_000;

/** A project with one source file and a build, each dated `atS` seconds. */
function project({ sourceAtS, builtAtS, built = true }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ritmo-start-'));
  const write = (file, atS) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
    utimesSync(path.join(dir, file), atS, atS);
  };
  write('src/server/main.ts', sourceAtS);
  if (built) {
    write('dist/server/main.js', builtAtS);
    write('dist/web/index.html', builtAtS);
  }
  return { dir, write };
}

describe('buildIsStale', () => {
  it('builds when there is no build yet', () => {
    const { dir } = project({ sourceAtS: BASE_S, built: false });
    expect(buildIsStale(dir)).toBe(true);
  });

  it('reuses a build newer than every source, however it was made', () => {
    const { dir } = project({ sourceAtS: BASE_S, builtAtS: BASE_S + HOUR_S });
    expect(buildIsStale(dir)).toBe(false);
  });

  it('rebuilds when a source changed after the build', () => {
    const { dir } = project({ sourceAtS: BASE_S + HOUR_S, builtAtS: BASE_S });
    expect(buildIsStale(dir)).toBe(true);
  });

  it('does not rebuild for an edited test, which is not part of the build', () => {
    const { dir, write } = project({ sourceAtS: BASE_S, builtAtS: BASE_S + HOUR_S });
    write('src/server/main.test.ts', BASE_S + 2 * HOUR_S);
    expect(buildIsStale(dir)).toBe(false);
  });
});
