import { describe, expect, it } from 'vitest';
import { makePatient } from './patient-factory.test-helpers';
import { searchPatients } from './patient-search';

const patients = [
  makePatient({ patientId: 'P-3', patientName: 'Óscar Lima' }),
  makePatient({ patientId: 'REC-0042', patientName: 'Maria da Conceição' }),
  makePatient({ patientId: 'P-1', patientName: 'ana Beatriz' }),
  makePatient({ patientId: 'P-2', patientName: 'Bruno Álvares' }),
];
const names = (list: { patientName: string }[]) => list.map((p) => p.patientName);

describe('searchPatients', () => {
  it('finds a name whatever the accents or case typed', () => {
    expect(names(searchPatients(patients, 'conceicao', 'pt-BR'))).toEqual(['Maria da Conceição']);
    expect(names(searchPatients(patients, 'ÁLVARES', 'pt-BR'))).toEqual(['Bruno Álvares']);
    expect(names(searchPatients(patients, 'oscar', 'pt-BR'))).toEqual(['Óscar Lima']);
  });

  it('finds a patient by id', () => {
    expect(names(searchPatients(patients, 'rec-004', 'en'))).toEqual(['Maria da Conceição']);
  });

  it('lists everyone sorted by name, accents and case aside, when the query is blank', () => {
    expect(names(searchPatients(patients, '  ', 'pt-BR'))).toEqual([
      'ana Beatriz',
      'Bruno Álvares',
      'Maria da Conceição',
      'Óscar Lima',
    ]);
  });
});
