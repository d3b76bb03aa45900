/**
 * Brings the data database, and Ritmo's own additions to the auth database (after Better Auth has
 * made its tables), to the newest schema; migrations are compiled in, not read from disk.
 */
import { type Kysely, type Migration, Migrator } from 'kysely';
import { oneMembershipMigration } from './auth-migrations/001-one-membership.js';
import { invitationSendsMigration } from './auth-migrations/002-invitation-sends.js';
import { totpStepsMigration } from './auth-migrations/003-totp-steps.js';
import { sessionLocksMigration } from './auth-migrations/004-session-locks.js';
import type { Dialect } from './connect.js';
import * as initial from './migrations/001-initial.js';
import { workspacesMigration } from './migrations/002-workspaces.js';
import { lowercaseActivityIdsMigration } from './migrations/003-lowercase-activity-ids.js';
import { versionsMigration } from './migrations/004-versions.js';
import { auditMigration } from './migrations/005-audit.js';
import { classIdMigration } from './migrations/006-class-id.js';
import { auditPatientIdsMigration } from './migrations/007-audit-patient-ids.js';
import { clinicalProfileMigration } from './migrations/008-clinical-profile.js';
import { assessmentsMigration } from './migrations/009-assessments.js';
import { programmesMigration } from './migrations/010-programmes.js';
import { auditDetailMigration } from './migrations/011-audit-detail.js';
import { patientUpdatedByEmailMigration } from './migrations/012-patient-updated-by-email.js';
import { reviewsMigration } from './migrations/013-reviews.js';
import { inactivityLockMigration } from './migrations/014-inactivity-lock.js';
import { dischargesMigration } from './migrations/015-discharges.js';
import { hrMaxFormulaMigration } from './migrations/016-hr-max-formula.js';
import { signatureContextMigration } from './migrations/017-signature-context.js';
import { sessionGuidanceMigration } from './migrations/018-session-guidance.js';
import { classSlotsMigration } from './migrations/019-class-slots.js';
import { patientPhoneMigration } from './migrations/020-patient-phone.js';
import { sessionSafetyMaxMigration } from './migrations/021-session-safety-max.js';
import { clinicTimeZoneMigration } from './migrations/022-clinic-time-zone.js';
import { homeAccessMigration } from './migrations/023-home-access.js';
import { homeConsentMigration } from './migrations/024-home-consent.js';
import { homeCheckInsMigration } from './migrations/025-home-check-ins.js';
import { activitySettingMigration } from './migrations/026-activity-setting.js';
import { clinicianProfessionMigration } from './migrations/027-clinician-profession.js';
import { homeInboxMigration } from './migrations/028-home-inbox.js';
import { homeMessagesMigration } from './migrations/030-home-messages.js';
import { pushSubscriptionsMigration } from './migrations/031-push-subscriptions.js';

function dataMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initial,
    '002-workspaces': workspacesMigration(dialect),
    '003-lowercase-activity-ids': lowercaseActivityIdsMigration,
    '004-versions': versionsMigration(dialect),
    '005-audit': auditMigration(dialect),
    '006-class-id': classIdMigration(dialect),
    '007-audit-patient-ids': auditPatientIdsMigration,
    '008-clinical-profile': clinicalProfileMigration,
    '009-assessments': assessmentsMigration,
    '010-programmes': programmesMigration,
    '011-audit-detail': auditDetailMigration,
    '012-patient-updated-by-email': patientUpdatedByEmailMigration,
    '013-reviews': reviewsMigration,
    '014-inactivity-lock': inactivityLockMigration,
    '015-discharges': dischargesMigration,
    '016-hr-max-formula': hrMaxFormulaMigration,
    '017-signature-context': signatureContextMigration,
    '018-session-guidance': sessionGuidanceMigration(dialect),
    '019-class-slots': classSlotsMigration,
    '020-patient-phone': patientPhoneMigration,
    '021-session-safety-max': sessionSafetyMaxMigration(dialect),
    '022-clinic-time-zone': clinicTimeZoneMigration,
    '023-home-access': homeAccessMigration,
    '024-home-consent': homeConsentMigration,
    '025-home-check-ins': homeCheckInsMigration,
    '026-activity-setting': activitySettingMigration(dialect),
    '027-clinician-profession': clinicianProfessionMigration,
    '028-home-inbox': homeInboxMigration,
    '030-home-messages': homeMessagesMigration,
    '031-push-subscriptions': pushSubscriptionsMigration,
  };
}

interface MigrationTarget<Schema> {
  db: Kysely<Schema>;
  dialect: Dialect;
}

/** The data database's migrator; tests use it to stop at an older schema. */
export function dataMigrator<Schema>({ db, dialect }: MigrationTarget<Schema>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => dataMigrations(dialect) },
    migrationTableName: 'ritmo_migrations',
  });
}

async function migrateToLatest(migrator: Migrator, database: string): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `${database} migration ${failed?.migrationName ?? ''} failed: ${String(error)}`,
    );
  }
}

export async function migrateDataDatabase<Schema>(target: MigrationTarget<Schema>): Promise<void> {
  await migrateToLatest(dataMigrator(target), 'data');
}

const AUTH_MIGRATIONS: Record<string, Migration> = {
  '001-one-membership': oneMembershipMigration,
  '002-invitation-sends': invitationSendsMigration,
  '003-totp-steps': totpStepsMigration,
  '004-session-locks': sessionLocksMigration,
};

/** Ritmo's constraints on Better Auth's tables, in their own migration table. */
export async function migrateAuthDatabase<Schema>({ db }: MigrationTarget<Schema>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => AUTH_MIGRATIONS },
    migrationTableName: 'ritmo_auth_migrations',
    migrationLockTableName: 'ritmo_auth_migrations_lock',
  });
  await migrateToLatest(migrator, 'auth');
}
