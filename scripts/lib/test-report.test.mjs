import { describe, expect, it } from 'vitest';
import { closingCounts, journeys, playwrightCounts } from './test-report.mjs';

const report = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 3 },
  suites: [
    {
      title: 'a.spec.ts',
      specs: [
        {
          title: 'passes',
          file: 'a.spec.ts',
          tests: [
            {
              status: 'expected',
              expectedStatus: 'passed',
              results: [{ status: 'passed', duration: 1200 }],
            },
          ],
        },
        {
          title: 'fails',
          file: 'a.spec.ts',
          tests: [
            {
              status: 'unexpected',
              expectedStatus: 'passed',
              results: [{ status: 'failed', duration: 9000 }],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'in pt-BR',
          specs: [
            {
              title: 'retried',
              file: 'a.spec.ts',
              tests: [
                {
                  status: 'flaky',
                  expectedStatus: 'passed',
                  results: [
                    { status: 'failed', duration: 500 },
                    { status: 'passed', duration: 700 },
                  ],
                },
              ],
            },
            {
              title: 'never started',
              file: 'a.spec.ts',
              tests: [{ status: 'skipped', expectedStatus: 'passed', results: [] }],
            },
            {
              title: 'interrupted',
              file: 'a.spec.ts',
              tests: [
                {
                  status: 'skipped',
                  expectedStatus: 'passed',
                  results: [{ status: 'skipped', duration: 0 }],
                },
              ],
            },
            {
              title: 'skipped on purpose',
              file: 'a.spec.ts',
              tests: [
                {
                  status: 'skipped',
                  expectedStatus: 'skipped',
                  results: [{ status: 'skipped', duration: 0 }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the closing line of npm test', () => {
  it('reads each journey with its nested title, summed retries and status', () => {
    const rows = journeys(report);
    expect(rows.map((row) => [row.title, row.duration, row.status])).toEqual([
      ['passes', 1200, 'expected'],
      ['fails', 9000, 'unexpected'],
      ['in pt-BR › retried', 1200, 'flaky'],
      ['in pt-BR › never started', 0, 'did not run'],
      ['in pt-BR › interrupted', 0, 'did not run'],
      ['in pt-BR › skipped on purpose', 0, 'skipped'],
    ]);
  });

  it('counts journeys that did not run as failed, and only deliberate skips as skipped', () => {
    expect(playwrightCounts(report)).toEqual({ passed: 3, failed: 3, skipped: 1 });
  });

  it('counts a stage that failed without a report as one failure', () => {
    const counts = closingCounts([
      { name: 'typecheck', ok: false, counts: null },
      { name: 'unit', ok: true, counts: { passed: 1859, failed: 0, skipped: 1 } },
      { name: 'e2e', ok: false, counts: null },
    ]);
    expect(counts).toEqual({ passed: 1859, failed: 2, skipped: 1 });
  });

  it('does not count a failed stage twice when its report already holds the failures', () => {
    const counts = closingCounts([
      { name: 'e2e', ok: false, counts: { passed: 90, failed: 25, skipped: 0 } },
    ]);
    expect(counts.failed).toBe(25);
  });
});
