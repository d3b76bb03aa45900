/**
 * `npm run user -- create --email E --password P [--name N]`: an account made from the shell.
 * `npm run user -- reset-password --email E`: a one-time password reset link (an hour, the same
 * token as the e-mailed one, password-reset.ts) for a server without SMTP_URL or an account no
 * clinic admin may reset; its use is in the audit trail (account.password-reset).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../../common/password/new-password.js';
import { displayNameSchema } from '../../common/schemas/user.js';
import { type AuthService, openAuth } from '../auth/auth-service.js';
import { newPasswordProblem } from '../auth/password-policy.js';
import { createResetToken, resetLink } from '../auth/password-reset.js';
import { configOrExit, fail as exitWith } from './cli-exit.js';

const USAGE = [
  'usage: npm run user -- create --email E --password P [--name N]',
  '       npm run user -- reset-password --email E',
].join('\n');

const createSchema = z.object({
  email: z.email('must be an e-mail address'),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  name: displayNameSchema.default(''),
});
const resetSchema = z.object({ email: z.email('must be an e-mail address') });

function fail(message: string): never {
  return exitWith(message, 2);
}

function parsed<T>(schema: z.ZodType<T>, values: unknown): T {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return fail(`--${issue.path.join('.')}: ${issue.message}\n${USAGE}`);
}

async function create(auth: AuthService, values: z.infer<typeof createSchema>): Promise<void> {
  // Sign-up answers a taken e-mail as if it were new (so the web form reveals no accounts):
  // the shell, which is trusted, asks first.
  const { internalAdapter } = await auth.$context;
  if (await internalAdapter.findUserByEmail(values.email.toLowerCase())) {
    throw new Error(`${values.email} already has an account`);
  }
  const result = await auth.api.signUpEmail({ body: values });
  process.stdout.write(`created ${result.user.email} (id ${result.user.id})\n`);
}

async function resetPassword(auth: AuthService, email: string, publicUrl: string): Promise<void> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findUserByEmail(email.toLowerCase());
  if (!found) throw new Error(`${email} has no account`);
  const { token, expiresAt } = await createResetToken(auth, found.user.id);
  process.stdout.write(
    `one-time reset link for ${found.user.email}, valid until ${expiresAt.toISOString()}:\n${resetLink(publicUrl, token)}\n`,
  );
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
  const command = positionals[0];
  if (positionals.length !== 1 || (command !== 'create' && command !== 'reset-password')) {
    fail(USAGE);
  }
  // The shell is trusted: accounts can be made here even when self sign-up is off.
  const run =
    command === 'create' ? checkedCreate(values) : resetRun(parsed(resetSchema, values).email);
  const config = { ...configOrExit(2), allowSignup: true };
  const { auth, connection } = await openAuth(config);
  try {
    await run(auth, config.publicUrl);
  } catch (error) {
    const what = command === 'create' ? 'create the account' : 'make a reset link';
    fail(`could not ${what}: ${(error as Error).message}`);
  } finally {
    await connection.close();
  }
}

type Run = (auth: AuthService, publicUrl: string) => Promise<void>;

function checkedCreate(values: unknown): Run {
  const input = parsed(createSchema, values);
  const weakness = newPasswordProblem(input.password, [input.email, input.name]);
  if (weakness) fail(`--password: ${weakness}\n${USAGE}`);
  return (auth) => create(auth, input);
}

const resetRun =
  (email: string): Run =>
  (auth, publicUrl) =>
    resetPassword(auth, email, publicUrl);

main().catch((error: unknown) => fail(`ritmo user: ${(error as Error).message}`));
