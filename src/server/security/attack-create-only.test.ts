/**
 * Attack suite, create-only patient saves (`PUT /api/patients/:id` with `If-None-Match: *`):
 * junk header values, the header smuggled beside If-Match, and another workspace's Patient IDs
 * (live and archived). Junk gets a 400 naming the header (never a 5xx); Ana's IDs are as free
 * to Bruno as ones never made, and her patients stay as they were (checked after every test).
 */
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const JUNK_HEADERS = [
  '',
  ' ',
  '**',
  '"*"',
  '* ',
  '*,*',
  'W/"*"',
  '"1"',
  "*' OR '1'='1",
  'x'.repeat(8000),
  '*\t',
];

describe.each(DATABASES)('create-only attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);

  it('refuses junk If-None-Match values with a 400 naming the header, storing nothing', async () => {
    for (const [i, value] of JUNK_HEADERS.entries()) {
      const what = JSON.stringify(value).slice(0, 40);
      const response = await send('PUT', `/api/patients/JUNK-${i}`, {
        body: makePatient(),
        headers: { 'if-none-match': value },
      });
      // Node's HTTP parser trims a header's surrounding whitespace, so "* " and "*\t" are "*".
      if (value.trim() === '*') {
        expect(response.status, what).toBe(200);
        expect((await send('DELETE', `/api/patients/JUNK-${i}`)).status).toBe(204);
        continue;
      }
      expectApiError(response, 400, `If-None-Match ${what}`);
      expect(response.body.error.details[0].field, what).toBe('headers.if-none-match');
      expect((await send('GET', `/api/patients/JUNK-${i}`)).status, what).toBe(404);
    }
    const both = await send('PUT', '/api/patients/BOTH-1', {
      body: makePatient(),
      headers: { 'if-none-match': '*', 'if-match': '1' },
    });
    expectApiError(both, 400, 'If-None-Match with If-Match');
    expect((await send('GET', '/api/patients/BOTH-1')).status).toBe(404);
  });

  it("creates in his own workspace under Ana's IDs, never touching or naming hers", async () => {
    for (const patientId of ['ANA-1', 'ANA-2', 'ana-1']) {
      const body = makePatient({ patientName: 'Bruno copy' });
      const created = await send('PUT', `/api/patients/${patientId}`, {
        body,
        headers: { 'if-none-match': '*' },
      });
      expect(created.status, patientId).toBe(200);
      expect(created.body.patient).toMatchObject({ patientName: 'Bruno copy', version: 1 });
      const again = await send('PUT', `/api/patients/${patientId}`, {
        body,
        headers: { 'if-none-match': '*' },
      });
      expectApiError(again, 409, `${patientId} again`);
      expect(again.body.error.message).toContain('Bruno copy');
      expect(JSON.stringify(again.body)).not.toMatch(/Maria|José/);
    }
  });
});
