// What `npm test` prints at the end: each stage's duration, the slowest journeys, and one
// "N passed, N failed" line in which a stage that failed without a test result counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

export function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Vitest's JSON report as counts, or null when the runner never wrote one. */
export function vitestCounts(report) {
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON report as counts ("did not run" counts as failed: nothing proved it works). */
export function playwrightCounts(report) {
  if (!report?.stats) return null;
  const { expected, unexpected, flaky = 0, skipped } = report.stats;
  const didNotRun = journeys(report).filter((journey) => journey.status === 'did not run').length;
  return {
    passed: expected + flaky,
    failed: unexpected + didNotRun,
    skipped: skipped - didNotRun,
  };
}

/** Every journey in a Playwright JSON report: title, file, duration (ms) and status. */
export function journeys(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const duration = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const ran = results.some((result) => result.status !== 'skipped');
        const status =
          test.expectedStatus === 'skipped' ? 'skipped' : ran ? test.status : 'did not run';
        out.push({ title: [...titles, spec.title].join(' › '), file: spec.file, duration, status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

/**
 * The closing counts. A stage that failed adds one failure unless its own report already counts
 * one: a typecheck error, or a runner that could not start, must not end in "0 failed".
 */
export function closingCounts(stages) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const stage of stages) {
    if (stage.counts) {
      total.passed += stage.counts.passed;
      total.failed += stage.counts.failed;
      total.skipped += stage.counts.skipped;
    }
    if (!stage.ok && !(stage.counts?.failed > 0)) total.failed += 1;
  }
  return total;
}

export function printSummary(stages, e2eReport) {
  console.log('\nstage durations:');
  for (const stage of stages) {
    const mark = stage.ok ? 'ok' : 'FAILED';
    console.log(`  ${stage.name.padEnd(28)} ${formatDuration(stage.ms).padStart(12)}  ${mark}`);
  }
  const slowest = journeys(e2eReport)
    .filter((journey) => journey.duration > 0)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 10);
  if (slowest.length > 0) {
    console.log('\nslowest journeys:');
    for (const journey of slowest) {
      console.log(
        `  ${formatDuration(journey.duration).padStart(12)}  ${journey.file} › ${journey.title}`,
      );
    }
  }
  const failedStages = stages.filter((stage) => !stage.ok).map((stage) => stage.name);
  console.log('');
  if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(', ')}`);
  const counts = closingCounts(stages);
  console.log(`ritmo: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return counts;
}
