import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirBundleSchema } from '../../common/fhir/fhir-types.js';
import { signUpWithSessions } from '../test/seeded-user.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('patient FHIR API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('exports a patient as a FHIR R4 bundle', async () => {
    const { user } = await signUpWithSessions(server);
    const response = await user.get('/api/patients/P-1/fhir');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/fhir\+json/);
    const bundle = fhirBundleSchema.parse(response.body);
    const observations = bundle.entry.filter((e) => e.resource.resourceType === 'Observation');
    expect(observations).toHaveLength(6); // mean + series for each of 3 sessions
  });

  it("keeps FHIR exports to the user's own patients", async () => {
    await signUpWithSessions(server);
    const other = await server.signUp();
    expect((await other.get('/api/patients/P-1/fhir')).status).toBe(404);
  });
});
