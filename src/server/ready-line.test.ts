import { describe, expect, it } from 'vitest';
import { readyLine } from './ready-line.js';

describe('readyLine', () => {
  it('names the address a browser on this machine can open', () => {
    expect(readyLine({ address: '127.0.0.1', family: 'IPv4', port: 3000 })).toBe(
      'Ritmo is ready at http://127.0.0.1:3000',
    );
    expect(readyLine({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe(
      'Ritmo is ready at http://localhost:8080',
    );
    expect(readyLine({ address: '::', family: 'IPv6', port: 3000 })).toBe(
      'Ritmo is ready at http://localhost:3000',
    );
    expect(readyLine({ address: '::1', family: 'IPv6', port: 3000 })).toBe(
      'Ritmo is ready at http://[::1]:3000',
    );
  });

  it('prints a socket path as it is', () => {
    expect(readyLine('/run/ritmo.sock')).toBe('Ritmo is ready at /run/ritmo.sock');
  });
});
