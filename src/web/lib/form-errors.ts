/**
 * The one way a form shows a failed save: a server 400 whose `details` name a field the form
 * has lands on that field; any other failure is one message for the whole form.
 */
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { dataErrorMessage } from './error-message';

export interface FormFailure {
  /** Per form field, what the server said was wrong with it. */
  fieldErrors: Record<string, string>;
  /** The form's one alert; null when every problem sits on a field. */
  formError: string | null;
}

/** Where the server found a bad value (`body.patientName`, `params.patientId`): never a field. */
const REQUEST_PARTS = new Set(['body', 'params', 'query']);

/**
 * The form field a server detail names: the whole path after its request part when the form has
 * it (a nested `intensity.lowPct`), else its first segment (`samples` of `samples.hr.3`).
 */
export function formFieldOf(detailField: string, fields: readonly string[]): string | undefined {
  const segments = detailField.split('.');
  const path = REQUEST_PARTS.has(segments[0] ?? '') ? segments.slice(1) : segments;
  const whole = path.join('.');
  if (fields.includes(whole)) return whole;
  return path[0] !== undefined && fields.includes(path[0]) ? path[0] : undefined;
}

/** How a form words its one alert, where the default (dataErrorMessage) is not its own. */
export interface FailureWording {
  /**
   * Words a failure that never reached the server (a write to this device's outbox), for forms
   * that save there first.
   */
  localFailure?: string;
  /**
   * Words any other failure: the auth service's forms show its own message (authErrorMessage),
   * as they always have; the data API's are translated by code (dataErrorMessage).
   */
  wordFailure?: (error: unknown, t: TFunction) => string;
}

export function formFailure(
  error: unknown,
  fields: readonly string[],
  t: TFunction,
  { localFailure, wordFailure = dataErrorMessage }: FailureWording = {},
): FormFailure {
  const fieldErrors: Record<string, string> = {};
  if (error instanceof ApiError && error.status === 400) {
    for (const detail of error.details) {
      const field = formFieldOf(detail.field, fields);
      // The server's words are English; `validation.server` shows them in English only.
      if (field) fieldErrors[field] ??= t('validation.server', { message: detail.message });
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  const local = localFailure !== undefined && !(error instanceof ApiError);
  return { fieldErrors, formError: local ? localFailure : wordFailure(error, t) };
}

/**
 * A form's `validate` from its parser over the shared schema: each field the parser refuses,
 * with why (a key, or `true`), in the words `words` gives it.
 */
export function parserRules<Values, Reason>(
  parse: (values: Values) => { errors: Partial<Record<string, Reason>> } | object,
  words: (field: string, reason: Reason) => string,
): (values: Values) => Record<string, string> {
  return (values) => {
    const parsed = parse(values);
    if (!('errors' in parsed)) return {};
    const errors: Record<string, string> = {};
    for (const [field, reason] of Object.entries(parsed.errors) as [string, Reason | undefined][]) {
      if (reason !== undefined) errors[field] = words(field, reason);
    }
    return errors;
  };
}
