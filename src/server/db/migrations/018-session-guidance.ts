/**
 * What guided a session, kept with it for its reports (issue 34): the Borg range of a session
 * without a heart-rate band (borg_target_low, borg_target_high; a Borg-only prescription, atrial
 * fibrillation), and the prescription it started from (prescription_version) with whether a
 * physician's signature covered it then (prescription_signed, 1/0). Null on every older session,
 * which prints as before. On SQLite the columns go before samples and events (activity-columns).
 */
import type { Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import {
  type ActivityColumn,
  addActivityColumns,
  dropActivityColumns,
} from './activity-columns.js';

const COLUMNS: readonly ActivityColumn[] = [
  ['borg_target_low', 'integer'],
  ['borg_target_high', 'integer'],
  ['prescription_version', 'integer'],
  ['prescription_signed', 'integer'],
];

export function sessionGuidanceMigration(dialect: Dialect): Migration {
  return {
    up: (db) => addActivityColumns(db, dialect, COLUMNS, 'activities_guidance'),
    down: (db) => dropActivityColumns(db, COLUMNS),
  };
}
