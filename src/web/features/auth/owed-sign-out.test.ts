import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCookieDocument } from './fake-cookie-jar.test-helpers';
import { noteOwedSignOut, settleOwedSignOut, signOutIsOwed } from './owed-sign-out';

let cookies: ReturnType<typeof fakeCookieDocument>;

beforeEach(() => {
  cookies = fakeCookieDocument();
  vi.stubGlobal('document', cookies.document);
  vi.stubGlobal('location', { protocol: 'https:' });
});

describe('a server sign-out owed by an offline sign-out', () => {
  it('is noted as a flag alone, for as long as the session could live', () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        written.push(text);
      },
    });
    noteOwedSignOut();
    expect(written).toEqual([
      'ritmo-sign-out-owed=1; Max-Age=2592000; Path=/; SameSite=Strict; Secure',
    ]);
  });

  it('is paid with one POST sign-out (the browser adds the session cookie), then forgotten', async () => {
    noteOwedSignOut();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":true}', { status: 200 })),
    );
    await Promise.all([settleOwedSignOut(), settleOwedSignOut()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]).toEqual([
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    ]);
    expect(signOutIsOwed()).toBe(false);
    await settleOwedSignOut();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stays noted while the server cannot be reached or fails', async () => {
    noteOwedSignOut();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await settleOwedSignOut();
    expect(signOutIsOwed()).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await settleOwedSignOut();
    expect(signOutIsOwed()).toBe(true);
  });

  it('costs nothing when nothing is owed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await settleOwedSignOut();
    expect(fetch).not.toHaveBeenCalled();
  });
});
