import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { makePatient } from './patient-factory.test-helpers';
import { formValuesOf, parsePatientForm } from './patient-form-values';

/** Echoes the key and its values, so tests see which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('patient form values', () => {
  it('turns filled fields into the API body, blank optional ones into null', () => {
    const values = { ...formValuesOf(null, 'P-AAAAAA'), patientName: '  Ana  ', restingHr: '62' };
    expect(parsePatientForm(values, t)).toEqual({
      ok: true,
      patientId: 'P-AAAAAA',
      input: {
        patientName: 'Ana',
        birthDate: null,
        sex: 'unknown',
        phone: null,
        restingHr: 62,
        notes: '',
      },
    });
  });

  it('sends the phone as typed, and names a number too short or with letters', () => {
    const values = { ...formValuesOf(null, 'P-1'), patientName: 'Ana', phone: '(11) 98765-4321' };
    expect(parsePatientForm(values, t)).toMatchObject({
      ok: true,
      input: { phone: '(11) 98765-4321' },
    });
    for (const phone of ['1234', 'ramal 22']) {
      expect(parsePatientForm({ ...values, phone }, t)).toEqual({
        ok: false,
        errors: { phone: 'validation.phone' },
      });
    }
  });

  it('round-trips an existing patient', () => {
    const patient = makePatient({ notes: 'knee' });
    const parsed = parsePatientForm(formValuesOf(patient, 'ignored'), t);
    expect(parsed).toMatchObject({ ok: true, patientId: patient.patientId });
  });

  it('names each bad field with a translated message', () => {
    const values = {
      ...formValuesOf(null, 'bad id!'),
      birthDate: '2999-01-01',
      restingHr: '20',
    };
    const parsed = parsePatientForm(values, t);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        patientId: 'validation.patientIdChars',
        patientName: 'validation.required',
        birthDate: 'validation.futureDate',
        restingHr: 'validation.min {"min":30}',
      },
    });
  });

  it('refuses pasted control characters in the name and notes, as the server does', () => {
    const values = { ...formValuesOf(null, 'P-1'), patientName: 'Ana\u0000', notes: 'x\u001b[31m' };
    expect(parsePatientForm(values, t)).toEqual({
      ok: false,
      errors: { patientName: 'validation.invalid', notes: 'validation.invalid' },
    });
  });

  it('asks for a whole number of beats', () => {
    const parsed = parsePatientForm(
      { ...formValuesOf(null, 'P-1'), patientName: 'A', restingHr: '6x' },
      t,
    );
    expect(parsed).toMatchObject({ errors: { restingHr: 'validation.wholeNumber' } });
  });
});
