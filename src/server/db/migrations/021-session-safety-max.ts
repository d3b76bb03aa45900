/**
 * The heart-rate safety maximum a session ran with (issue 34), kept for its reports: the limit of
 * its above-max alarm (safety_max_bpm) and where it came from (safety_max_source: 'peak',
 * 'ischaemic', 'device', 'prescription', 'default' or 'clinician'; common/schemas/activity.ts).
 * Null on every older session, which prints "—". On SQLite the columns go before samples and
 * events (activity-columns).
 */
import type { Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import {
  type ActivityColumn,
  addActivityColumns,
  dropActivityColumns,
} from './activity-columns.js';

const COLUMNS: readonly ActivityColumn[] = [
  ['safety_max_bpm', 'integer'],
  ['safety_max_source', 'text'],
];

export function sessionSafetyMaxMigration(dialect: Dialect): Migration {
  return {
    up: (db) => addActivityColumns(db, dialect, COLUMNS, 'activities_safety_max'),
    down: (db) => dropActivityColumns(db, COLUMNS),
  };
}
