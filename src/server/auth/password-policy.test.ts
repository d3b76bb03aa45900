import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';

const NEW_PASSWORD = 'violet-lantern-orbit-7';

describe.each(DATABASES)('new passwords on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each([
    ['short', 'x7#Kq2!a', /at least 10 characters/],
    ['common', 'password123', /too easy to guess/],
    ['a keyboard walk', 'qwertyuiop1', /too easy to guess/],
    ['the name and a year', 'ritalopes2024', /too easy to guess/],
  ])('refuses a %s password at sign-up with 400 naming body.password', async (_, password, why) => {
    const client = server.anonymous();
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Rita Lopes',
      email: 'rita.lopes@clinic.test',
      password,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: expect.stringMatching(why),
      details: [{ field: 'body.password', message: expect.stringMatching(why) }],
    });
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'rita.lopes@clinic.test',
      password,
    });
    expect(signIn.status).toBe(401);
  });

  it('refuses a weak new password with 400 naming body.newPassword, keeping the old one', async () => {
    const user = await server.signUp();
    const response = await user.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'iloveyou12',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { field: 'body.newPassword', message: expect.stringMatching(/too easy to guess/) },
    ]);
    expect((await user.get('/api/me')).status).toBe(200);
  });

  it('changing the password ends the other auth sessions, not the one that changed it', async () => {
    const laptop = await server.signUp();
    const phone = server.anonymous();
    const credentials = { email: laptop.email, password: TEST_PASSWORD };
    expect((await phone.post('/api/auth/sign-in/email', credentials)).status).toBe(200);
    expect((await phone.get('/api/patients')).status).toBe(200);

    // The web app used to ask to keep the other sessions; the server no longer lets it.
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);

    expect((await phone.get('/api/patients')).status).toBe(401);
    expect((await laptop.get('/api/patients')).status).toBe(200);
    expect((await laptop.get('/api/me')).body.email).toBe(laptop.email);
    const again = server.anonymous();
    expect((await again.post('/api/auth/sign-in/email', credentials)).status).toBe(401);
    const withNew = { email: laptop.email, password: NEW_PASSWORD };
    expect((await again.post('/api/auth/sign-in/email', withNew)).status).toBe(200);
  });
});
