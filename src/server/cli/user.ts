/** `npm run user -- create --email E --password P --name N`: an account made from the shell. */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../../common/password/new-password.js';
import { displayNameSchema } from '../../common/schemas/user.js';
import { openAuth } from '../auth/auth-service.js';
import { newPasswordProblem } from '../auth/password-policy.js';
import { configOrExit, fail as exitWith } from './cli-exit.js';

const USAGE = 'usage: npm run user -- create --email E --password P [--name N]';

const createSchema = z.object({
  email: z.email('must be an e-mail address'),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  name: displayNameSchema.default(''),
});

function fail(message: string): never {
  return exitWith(message, 2);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (positionals[0] !== 'create' || positionals.length !== 1) fail(USAGE);
  const parsed = createSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    fail(`--${issue.path.join('.')}: ${issue.message}\n${USAGE}`);
  }
  const { email, password, name } = parsed.data;
  const weakness = newPasswordProblem(password, [email, name]);
  if (weakness) fail(`--password: ${weakness}\n${USAGE}`);
  // The shell is trusted: accounts can be made here even when self sign-up is off.
  const config = { ...configOrExit(2), allowSignup: true };
  const { auth, connection } = await openAuth(config);
  try {
    // Sign-up answers a taken e-mail as if it were new (so the web form reveals no accounts):
    // the shell, which is trusted, asks first.
    const { internalAdapter } = await auth.$context;
    if (await internalAdapter.findUserByEmail(email.toLowerCase())) {
      throw new Error(`${email} already has an account`);
    }
    const result = await auth.api.signUpEmail({ body: parsed.data });
    process.stdout.write(`created ${result.user.email} (id ${result.user.id})\n`);
  } catch (error) {
    fail(`could not create the account: ${(error as Error).message}`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => fail(`ritmo user: ${(error as Error).message}`));
