import { describe, expect, it } from 'vitest';
import { newOutboxItem } from './outbox-item';

describe('a new outbox item', () => {
  it('names the patient of a DELETE, which has no body to say it', () => {
    const item = newOutboxItem(
      {
        entityKey: 'activity:a-1',
        method: 'DELETE',
        path: '/api/activities/a-1',
        patientId: 'P-7',
      },
      'user-1',
      1000,
    );
    expect(item).toMatchObject({ patientId: 'P-7', bodyJson: null, ownerId: 'user-1' });
  });

  it('takes the patient from the body of a save', () => {
    const item = newOutboxItem(
      { entityKey: 'activity:a-1', method: 'PUT', path: '/x', body: { patientId: 'P-2' } },
      null,
      1000,
    );
    expect(item.patientId).toBe('P-2');
  });
});
