/** Brings the data database to the newest schema; migrations are compiled in, not read from disk. */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/001-initial.js';

const migrations: Record<string, Migration> = {
  '001-initial': initial,
};

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export async function migrateDataDatabase(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'ritmo_migrations' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`data migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
