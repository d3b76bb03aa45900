import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('attachment file names', () => {
  it('come from the server’s content-disposition', () => {
    expect(fileNameOf('attachment; filename="ritmo-P1-fhir.json"', 'x')).toBe('ritmo-P1-fhir.json');
    expect(fileNameOf("attachment; filename*=UTF-8''ritmo%20export.json", 'x')).toBe(
      'ritmo export.json',
    );
  });

  it('fall back to a given name when the header is missing', () => {
    expect(fileNameOf(null, 'export.json')).toBe('export.json');
  });
});
