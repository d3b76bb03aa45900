/** How the command-line tools end on bad input: one line on stderr and a non-zero exit. */
import { type Config, ConfigError, loadConfig } from '../config.js';

export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The server's own configuration, from the same environment; bad settings end the tool. */
export function configOrExit(code = 1): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`ritmo: bad configuration: ${error.message}`, code);
    throw error;
  }
}
