import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { formFailure, formFieldOf, parserRules } from './form-errors';

/** Echoes the key and its values, so tests see which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values && !('defaultValue' in values) ? `${key} ${JSON.stringify(values)}` : key) as TFunction;

const FIELDS = ['patientId', 'patientName', 'lowPct'] as const;

describe('form errors', () => {
  it('puts a 400 that names the form`s fields on those fields, with no form alert', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', [
      { field: 'body.patientName', message: 'must not be empty' },
      { field: 'params.patientId', message: 'bad id' },
      { field: 'body.patientName', message: 'second reason, not shown' },
    ]);
    expect(formFailure(error, FIELDS, t)).toEqual({
      fieldErrors: {
        patientName: 'validation.server {"message":"must not be empty"}',
        patientId: 'validation.server {"message":"bad id"}',
      },
      formError: null,
    });
  });

  it('makes a 400 naming no field of the form one form alert in the reader`s words', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', [
      { field: 'body.somethingElse', message: 'nope' },
    ]);
    expect(formFailure(error, FIELDS, t)).toEqual({
      fieldErrors: {},
      formError: 'errors.codes.validation_failed',
    });
  });

  it('makes any other server or network failure one form alert', () => {
    expect(formFailure(new ApiError(409, 'conflict', 'taken'), FIELDS, t).formError).toBe(
      'errors.codes.conflict',
    );
    const offline = new ApiError(NETWORK_ERROR_STATUS, 'network', 'offline');
    expect(formFailure(offline, FIELDS, t, { localFailure: 'local' }).formError).toBe(
      'errors.network',
    );
  });

  it('words a failure on this device with the form`s own message when it has one', () => {
    expect(
      formFailure(new Error('quota'), FIELDS, t, { localFailure: 'not saved here' }).formError,
    ).toBe('not saved here');
    expect(formFailure(new Error('quota'), FIELDS, t).formError).toBe('errors.generic');
  });

  it('words the alert with the form`s own wording, a 400 naming a field still on the field', () => {
    const wordFailure = (error: unknown) => `auth: ${(error as Error).message}`;
    const wrong = new ApiError(400, 'validation_failed', 'Invalid password');
    expect(formFailure(wrong, FIELDS, t, { wordFailure }).formError).toBe('auth: Invalid password');
    const named = new ApiError(400, 'validation_failed', 'Name too long', [
      { field: 'body.patientName', message: 'too long' },
    ]);
    expect(formFailure(named, FIELDS, t, { wordFailure })).toEqual({
      fieldErrors: { patientName: 'validation.server {"message":"too long"}' },
      formError: null,
    });
  });

  it('finds the field of a nested path: whole when the form has it, else its first segment', () => {
    expect(formFieldOf('body.lowPct', FIELDS)).toBe('lowPct');
    expect(formFieldOf('body.patientName.0', FIELDS)).toBe('patientName');
    expect(formFieldOf('query.timeZone', FIELDS)).toBeUndefined();
    expect(formFieldOf('body', FIELDS)).toBeUndefined();
  });

  it('turns a parser`s refusals into the form`s errors in words, and a parse into none', () => {
    const parse = (values: { n: string }) =>
      values.n === '' ? { errors: { n: 'required', m: undefined } } : { input: Number(values.n) };
    const validate = parserRules(parse, (field, reason) => `${field}: ${reason}`);
    expect(validate({ n: '' })).toEqual({ n: 'n: required' });
    expect(validate({ n: '3' })).toEqual({});
  });
});
