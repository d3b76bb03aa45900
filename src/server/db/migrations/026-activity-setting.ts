/**
 * Where a session was done (PRODUCT.md section 12): `home`, recorded by the patient user, or
 * null for the clinic (every session before it, and every one the clinic records). On SQLite the
 * column goes before samples and events (activity-columns).
 */
import type { Migration } from 'kysely';
import type { Dialect } from '../connect.js';
import {
  type ActivityColumn,
  addActivityColumns,
  dropActivityColumns,
} from './activity-columns.js';

const COLUMNS: readonly ActivityColumn[] = [['setting', 'text']];

export function activitySettingMigration(dialect: Dialect): Migration {
  return {
    up: (db) => addActivityColumns(db, dialect, COLUMNS, 'activities_setting'),
    down: (db) => dropActivityColumns(db, COLUMNS),
  };
}
