import { describe, expect, it } from 'vitest';
import { judgeNewPassword, MAX_PASSWORD_LENGTH } from './new-password';

describe('a new password', () => {
  it.each(['correct-horse-42', 'correct horse battery', 'Tr0ub4dor&3-lamp'])(
    'is accepted when long and hard to guess: %s',
    (password) => {
      expect(judgeNewPassword(password).problem).toBeNull();
    },
  );

  it('is refused under 10 characters, however random', () => {
    expect(judgeNewPassword('q8#Lz!v2R').problem).toBe('too_short');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(judgeNewPassword('🫀🫀🫀🫀🫀').problem).toBe('too_short');
  });

  it('is refused over 128 characters', () => {
    expect(judgeNewPassword('Zq8#'.repeat(33)).problem).toBe('too_long');
    expect(judgeNewPassword(`correct-horse-${'x'.repeat(MAX_PASSWORD_LENGTH - 14)}`).problem).toBe(
      null,
    );
  });

  it.each(['password123', '1234567890', 'qwertyuiop', 'senha12345', 'brasil2024', 'iloveyou12'])(
    'is refused when it is a common password or pattern: %s',
    (password) => {
      const verdict = judgeNewPassword(password);
      expect(verdict.problem).toBe('too_guessable');
      expect(verdict.score).toBeLessThan(3);
    },
  );

  it("is refused when it is mostly the user's own e-mail or name", () => {
    expect(judgeNewPassword('anasouza2024').problem).toBeNull();
    expect(judgeNewPassword('anasouza2024', ['ana.souza@clinic.test', 'Ana Souza']).problem).toBe(
      'too_guessable',
    );
  });

  it('judges a long hostile password within a bounded time', () => {
    const started = performance.now();
    judgeNewPassword('aB3$'.repeat(32));
    judgeNewPassword('4@3$1!0|7+'.repeat(12));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
