import { describe, expect, it } from 'vitest';
import { makeItem } from './outbox-engine.test-helpers';
import { outboxSignature } from './outbox-signature';

const isPatient = (entityKey: string) => entityKey.startsWith('patient:');
const patientWrite = (seq: number, failed = false) =>
  makeItem({ seq, entityKey: `patient:P-${seq}`, failed });
const sessionWrite = (seq: number) => makeItem({ seq, entityKey: `activity:a${seq}` });

describe('outbox signature', () => {
  it('changes when a selected write is sent, and not when another one is', () => {
    const queued = outboxSignature([patientWrite(1), sessionWrite(2), patientWrite(3)], isPatient);
    const sessionSent = outboxSignature([patientWrite(1), patientWrite(3)], isPatient);
    const patientSent = outboxSignature([sessionWrite(2), patientWrite(3)], isPatient);
    expect(sessionSent).toBe(queued);
    expect(patientSent).not.toBe(queued);
    expect(outboxSignature([], isPatient)).not.toBe(patientSent);
  });

  it('changes when a selected write is refused, then retried', () => {
    const waiting = outboxSignature([patientWrite(1)], isPatient);
    const refused = outboxSignature([patientWrite(1, true)], isPatient);
    expect(refused).not.toBe(waiting);
    expect(outboxSignature([patientWrite(1)], isPatient)).toBe(waiting);
  });

  it('tells a write sent and a new one queued for the same record apart', () => {
    const first = outboxSignature([makeItem({ seq: 1, entityKey: 'patient:P-1' })], isPatient);
    const again = outboxSignature([makeItem({ seq: 2, entityKey: 'patient:P-1' })], isPatient);
    expect(again).not.toBe(first);
  });
});
