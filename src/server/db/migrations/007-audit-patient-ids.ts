/**
 * An audit event may name several patients: the offline copy of a batch of sessions is one
 * event, and its patients go in patient_ids, space-separated between a leading and a trailing
 * space (" P-1 P-2 ", so a patient filter matches a whole id with LIKE '% P-1 %'; patient ids
 * hold no spaces). Null for every event about one patient or none, as all were before.
 */
import type { Migration } from 'kysely';

export const auditPatientIdsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('audit_events').addColumn('patient_ids', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('audit_events').dropColumn('patient_ids').execute();
  },
};
