import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { signUpWithSessions } from '../test/seeded-user.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('account API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('deletes the account, its patients and sessions after the e-mail is typed', async () => {
    const { user } = await signUpWithSessions(server);
    const other = await server.signUp();
    await other.put('/api/patients/P-1', makePatient());

    const wrong = await user.request('DELETE', '/api/me', {
      confirmEmail: 'someone@else.test',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].field).toBe('body.confirmEmail');
    const done = await user.request('DELETE', '/api/me', {
      confirmEmail: user.email.toUpperCase(),
    });
    expect(done.status).toBe(204);

    expect((await user.get('/api/patients')).status).toBe(401);
    const signIn = await server.anonymous().post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'correct horse battery',
    });
    expect(signIn.status).toBe(401);
    const rows = await server.app.dataDb
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
    expect((await other.get('/api/patients')).body.patients).toHaveLength(1);
  });
});
