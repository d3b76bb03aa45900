/** Table types of the data database. Every primary key starts with workspace_id (tenant key). */
import type { ColumnType, Generated } from 'kysely';
import type { HomeTables } from './home-schema.js';

interface WorkspacesTable {
  workspace_id: string;
  created_at: number;
  /** A clinic's inactivity lock; null: the default. */
  inactivity_lock_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** The clinic's HR-max formula for estimated zones (016); null: the default (Fox). */
  hr_max_formula: ColumnType<string | null, string | null | undefined, string | null>;
  /** The clinic's IANA time zone (022); null: never chosen, UTC. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The clinic's telemonitoring consent in force (024); null: Ritmo's default. */
  home_consent_sha256: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PatientsTable {
  workspace_id: string;
  patient_id: string;
  patient_name: string;
  /** Lower-cased, accent-free name: sorting and searching match what a clinician types. */
  name_key: string;
  birth_date: string | null;
  sex: string;
  resting_hr: number | null;
  notes: string;
  archived_at: number | null;
  created_at: number;
  updated_at: number;
  /** 1 when created, +1 on every stored change; `If-Match` compares with it. */
  version: Generated<number>;
  /** The user who made the last stored change, and their display name then (null before 005). */
  updated_by: string | null;
  updated_by_name: string | null;
  /** The e-mail of who last changed it, beside the free-text name (migration 012). */
  updated_by_email: string | null;
  /** The clinical profile as JSON (storedClinicalProfile); null when none (or before 008). */
  clinical_profile: string | null;
  /** As typed (digits, spaces, +, -, parentheses); null when none (or before 020). */
  phone: string | null;
}

export interface ActivitiesTable {
  workspace_id: string;
  activity_id: string;
  patient_id: string;
  type: string;
  started_at: number;
  ended_at: number;
  timestamp: number;
  device: string | null;
  hr_max_bpm: number | null;
  resting_hr: number | null;
  notes: string;
  summary: string;
  /** sha256 of the stored content, so an idempotent replay is recognised without a write. */
  content_hash: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** 1 when created, +1 on every stored change (notes, soft delete); `If-Match` compares with it. */
  version: Generated<number>;
  /** The user who first saved the session, and their display name then (null before 005). */
  recorded_by: string | null;
  recorded_by_name: string | null;
  /** The class the session was recorded in; null when alone or saved before 006. */
  class_id: string | null;
  /** The session's target heart-rate band in bpm: both set or both null (none, or before 006). */
  target_low_bpm: number | null;
  target_high_bpm: number | null;
  /** A session without a band: the Borg range it was guided by, both set or both null (018). */
  borg_target_low: number | null;
  borg_target_high: number | null;
  /** The prescription it started from and whether a signature covered it (1/0); null: none. */
  prescription_version: number | null;
  prescription_signed: number | null;
  /** The HR safety maximum it ran with and where it came from (021); null: none kept. */
  safety_max_bpm: number | null;
  safety_max_source: string | null;
  /** 'home' for a patient user's home session (026); null: at the clinic. */
  setting: ColumnType<string | null, string | null | undefined, string | null>;
  // Large columns last: SQLite then never reads their overflow pages for list queries.
  events: string;
  samples: string;
}

/** The audit trail: appended to, never updated; a workspace's rows go only with its account. */
export interface AuditEventsTable {
  workspace_id: string;
  /** Time-ordered and unique: zero-padded `at`, a per-process counter, random bits. */
  event_id: string;
  at: number;
  actor_id: string;
  actor_name: string;
  action: string;
  patient_id: string | null;
  activity_id: string | null;
  address: string;
  /** The patients of an event about several (" P-1 P-2 "); null otherwise (migration 007). */
  patient_ids: string | null;
  /** What a clinic or account event is about (an e-mail and role, a name); null otherwise (011). */
  detail: string | null;
  /** The actor's e-mail at the time; null on rows from before migration 011. */
  actor_email: string | null;
}

/** A patient's assessment (migration 009); `measures` is the kind's fields as JSON. */
export interface AssessmentsTable {
  workspace_id: string;
  patient_id: string;
  assessment_id: string;
  kind: string;
  /** YYYY-MM-DD. */
  date: string;
  measures: string;
  notes: string;
  /** The member who recorded it (its last stored change), with name and e-mail then. */
  by_id: string;
  by_name: string;
  by_email: string;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** A patient's rehabilitation programme (migration 010); at most one `active` per patient. */
export interface ProgrammesTable {
  workspace_id: string;
  patient_id: string;
  programme_id: string;
  phase: number;
  start_date: string;
  planned_sessions: number;
  sessions_per_week: number;
  risk_class: string;
  status: string;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
  updated_by: string;
  updated_by_name: string;
}

/** One version of a programme's prescription, never changed once written (migration 010). */
export interface PrescriptionsTable {
  workspace_id: string;
  patient_id: string;
  programme_id: string;
  version: number;
  modality: string;
  minutes: number;
  /** The intensity as sent (method and its numbers), JSON. */
  intensity: string;
  based_on: string | null;
  target_low_bpm: number | null;
  target_high_bpm: number | null;
  safety_max_bpm: number | null;
  /** 1 when the band's high was lowered to the safety maximum (an integer on both dialects). */
  high_clipped: number;
  created_at: number;
  created_by: string;
  created_by_name: string;
}

/** A member's clinical role in a workspace: physician or not, and their registration (013). */
export interface ClinicianProfilesTable {
  workspace_id: string;
  user_id: string;
  /** 1 for a physician (an integer on both dialects). */
  physician: number;
  /** physician | physiotherapist | nurse | other (027); 'other' for profiles saved before. */
  profession: string;
  registration: string;
  updated_at: number;
  updated_by: string;
}

/** A review of a programme (013), appended; a signed one keeps the plan's SHA-256 and where. */
export interface ReviewsTable {
  workspace_id: string;
  patient_id: string;
  programme_id: string;
  review_id: string;
  at: number;
  note: string;
  signed: number;
  by_id: string;
  by_name: string;
  registration: string | null;
  plan_sha256: string | null;
  /** The workspace that held the record when signed (017); null on an unsigned review. */
  signed_in_workspace_id: string | null;
  /** The recipe of `plan_sha256` (017: 1 before, `PLAN_HASH_VERSION` since); null unsigned. */
  plan_hash_version: number | null;
}

/** A programme's discharge (015): the summary frozen then, as JSON, with the recommendations. */
export interface DischargesTable {
  workspace_id: string;
  patient_id: string;
  programme_id: string;
  at: number;
  by_id: string;
  by_name: string;
  recommendations: string;
  summary: string;
}

/** A recurring class slot (018): weekdays as "1,3,5", staff ids as a JSON array. */
export interface ClassSlotsTable {
  workspace_id: string;
  slot_id: string;
  name: string;
  weekdays: string;
  /** HH:MM in the clinic's time. */
  start_time: string;
  duration_min: number;
  capacity: number;
  staff_ids: string;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  updated_by: string;
  updated_by_name: string;
}

/** A patient expected in a slot (018), from the local date `since`. */
export interface SlotEnrolmentsTable {
  workspace_id: string;
  slot_id: string;
  patient_id: string;
  /** YYYY-MM-DD: expected sessions are counted from this day. */
  since: string;
  enrolled_at: number;
  enrolled_by: string;
}

/** One patient's attendance at a slot on a day (018): checked in, absent with a reason, no-show. */
export interface SlotAttendanceTable {
  workspace_id: string;
  slot_id: string;
  date: string;
  patient_id: string;
  status: string;
  reason: string | null;
  at: number;
  by_id: string;
  by_name: string;
}

export interface DataSchema extends HomeTables {
  workspaces: WorkspacesTable;
  patients: PatientsTable;
  activities: ActivitiesTable;
  audit_events: AuditEventsTable;
  assessments: AssessmentsTable;
  programmes: ProgrammesTable;
  prescriptions: PrescriptionsTable;
  clinician_profiles: ClinicianProfilesTable;
  reviews: ReviewsTable;
  discharges: DischargesTable;
  class_slots: ClassSlotsTable;
  slot_enrolments: SlotEnrolmentsTable;
  slot_attendance: SlotAttendanceTable;
}
