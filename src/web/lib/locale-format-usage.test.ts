/**
 * Numbers and dates reach the screen through lib/locale-format only: a formatter built elsewhere
 * (or a `toFixed`, which always writes a dot) is how "39.4 ms" reached a Portuguese screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FORMATTING =
  /new Intl\.(NumberFormat|DateTimeFormat)\b|\.toLocale(Date|Time)?String\(|\.toFixed\(/;
const ALLOWED = new Set(['lib/locale-format.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helpers)?\./.test(entry.name) ? [full] : [];
  });
}

describe('number and date formatting', () => {
  it('goes through lib/locale-format everywhere in the web app', () => {
    const offenders = sourceFiles(WEB).flatMap((file) => {
      const name = path.relative(WEB, file);
      if (ALLOWED.has(name)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (FORMATTING.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).toEqual([]);
  });
});
