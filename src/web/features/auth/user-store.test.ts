import { describe, expect, it } from 'vitest';
import { USER_STORAGE_KEY } from '../../../common/schemas/user';
import { loadUserValidation, parseStoredUser, USER_KEY } from './user-store';

describe('stored user info', () => {
  it('lives under the shared key', () => {
    expect(USER_KEY).toBe(USER_STORAGE_KEY);
  });

  it('is "being checked" (undefined) until the schema check has loaded', () => {
    expect(parseStoredUser('{"id":"u1","email":"a@b.c","name":"A"}')).toBeUndefined();
    expect(parseStoredUser(null)).toBeNull();
  });

  it('counts as signed in only when present and valid per userInfoSchema', async () => {
    await loadUserValidation();
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('{}')).toBeNull();
    expect(parseStoredUser('{"id":"","email":"a@b.c","name":"A"}')).toBeNull();
    expect(parseStoredUser('{"id":"u1","email":"a@b.c"}')).toBeNull();
    expect(parseStoredUser('{"id":"u1","email":"a@b.c","name":"","extra":1}')).toEqual({
      id: 'u1',
      email: 'a@b.c',
      name: '',
    });
  });
});
