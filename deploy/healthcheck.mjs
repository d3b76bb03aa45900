#!/usr/bin/env node
// Container health check: exits 0 when the Ritmo server on this machine answers, 1 otherwise.
//   node deploy/healthcheck.mjs        liveness (/api/health/live): the process serves
//   node deploy/healthcheck.mjs ready  readiness (/api/health): the databases answer too
// Docker's HEALTHCHECK uses liveness: a database outage must not get the container restarted
// (the server recovers by itself); the balancer routes by readiness.
const probe = process.argv[2] === 'ready' ? '/api/health' : '/api/health/live';
const port = Number(process.env.PORT ?? 3000);
try {
  const response = await fetch(`http://127.0.0.1:${port}${probe}`, {
    signal: AbortSignal.timeout(Number(process.env.HEALTHCHECK_TIMEOUT_MS ?? 3000)),
  });
  if (!response.ok) {
    process.stderr.write(`ritmo ${probe}: ${response.status} ${await response.text()}\n`);
    process.exit(1);
  }
} catch (error) {
  process.stderr.write(`ritmo ${probe}: ${error.message}\n`);
  process.exit(1);
}
