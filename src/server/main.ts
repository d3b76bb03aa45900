/** Reads config, builds the app, listens. Bad configuration ends start-up with one line. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { readyLine } from './ready-line.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`ritmo: bad configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // SIGTERM drains: readiness fails first so a balancer stops routing here, then close() stops
  // accepting and waits for the requests in flight. A second Ctrl-C exits at once.
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    app.startDraining();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, config.shutdownDrainS * 1000);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', () => (stopping ? process.exit(130) : shutdown()));
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${readyLine(app.server.address())}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`ritmo: could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
