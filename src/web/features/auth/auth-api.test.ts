import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpNeedsSignIn, signIn, signOut, signUp } from './auth-api';
import { fakeCookieDocument } from './fake-cookie-jar.test-helpers';
import { noteOwedSignOut, signOutIsOwed } from './owed-sign-out';

const user = { id: 'u1', email: 'ana@clinic.test', name: 'Ana' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each auth path as given (a function of the call count), and logs the paths called. */
function server(answers: Record<string, (call: number) => Response | Promise<Response>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      const answer = answers[path];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer(calls.filter((called) => called === path).length);
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('document', fakeCookieDocument().document);
  vi.stubGlobal('location', { protocol: 'http:' });
});

describe('signing out', () => {
  it('owes the server its sign-out when the server cannot be reached', async () => {
    server({});
    await signOut();
    expect(signOutIsOwed()).toBe(true);
  });

  it('owes nothing when the server ended the session', async () => {
    server({ '/api/auth/sign-out': () => json(200, { success: true }) });
    await signOut();
    expect(signOutIsOwed()).toBe(false);
  });
});

describe('signing in', () => {
  it('ends the session an offline sign-out left before the new one replaces its cookie', async () => {
    noteOwedSignOut();
    const calls = server({
      '/api/auth/sign-out': () => json(200, { success: true }),
      '/api/auth/sign-in/email': () => json(200, { token: 't', user }),
    });
    await expect(signIn(user.email, 'correct-horse-42')).resolves.toEqual(user);
    expect(calls).toEqual(['/api/auth/sign-out', '/api/auth/sign-in/email']);
    expect(signOutIsOwed()).toBe(false);
  });
});

describe('signing up', () => {
  it('creates the account, then signs in with it', async () => {
    const calls = server({
      '/api/auth/sign-up/email': () => json(200, { token: null, user }),
      '/api/auth/sign-in/email': () => json(200, { token: 't', user }),
    });
    await expect(signUp('Ana', user.email, 'correct-horse-42')).resolves.toEqual(user);
    expect(calls).toEqual(['/api/auth/sign-up/email', '/api/auth/sign-in/email']);
  });

  it('says to sign in when the e-mail already had an account with another password', async () => {
    server({
      '/api/auth/sign-up/email': () => json(200, { token: null, user: { ...user, id: 'made-up' } }),
      '/api/auth/sign-in/email': () =>
        json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    await expect(signUp('Ana', user.email, 'correct-horse-42')).rejects.toBeInstanceOf(
      SignUpNeedsSignIn,
    );
  });

  it('passes a refused password through unchanged', async () => {
    const message = 'Password is too easy to guess';
    server({ '/api/auth/sign-up/email': () => json(400, { message }) });
    await expect(signUp('Ana', user.email, 'password123')).rejects.toMatchObject({
      status: 400,
      message,
    });
  });
});
