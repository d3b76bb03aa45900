/** Table types of the home sessions' data (PRODUCT.md section 12, migrations 023 on). */

/** A single-use home-access code (023): its SHA-256, the patient, when it expires or was spent. */
export interface HomeAccessCodesTable {
  workspace_id: string;
  code_sha256: string;
  patient_id: string;
  created_at: number;
  expires_at: number;
  created_by: string;
  used_at: number | null;
  used_by: string | null;
  revoked_at: number | null;
}

/** An account linked to one patient of a clinic (023): a patient user, until revoked. */
export interface HomeLinksTable {
  workspace_id: string;
  patient_id: string;
  user_id: string;
  linked_at: number;
  revoked_at: number | null;
}

/** A version of a clinic's telemonitoring consent (024): both languages' texts as JSON. */
export interface HomeConsentVersionsTable {
  workspace_id: string;
  sha256: string;
  texts: string;
  created_at: number;
  created_by: string;
}

/** A patient's acceptance of a consent version (024), withdrawn or not. */
export interface HomeConsentsTable {
  workspace_id: string;
  consent_id: string;
  patient_id: string;
  user_id: string;
  sha256: string;
  accepted_at: number;
  withdrawn_at: number | null;
}

/** A physician's latest home clearance of a programme (025); `home_cleared` 1 or 0. */
export interface HomeClearancesTable {
  workspace_id: string;
  patient_id: string;
  programme_id: string;
  home_cleared: number;
  at: number;
  by_id: string;
  by_name: string;
  registration: string;
}

/** A check-in before a home session (025): answers as JSON, red flags comma-separated. */
export interface HomeCheckInsTable {
  workspace_id: string;
  check_in_id: string;
  patient_id: string;
  user_id: string;
  at: number;
  /** The clinic's calendar day of `at`. */
  date: string;
  answers: string;
  red_flags: string;
  created_at: number;
}

/** A message of a patient's thread (030): `author_role` `clinic` or `patient`. */
export interface HomeMessagesTable {
  workspace_id: string;
  message_id: string;
  patient_id: string;
  author_id: string;
  author_name: string;
  author_role: string;
  text: string;
  created_at: number;
}

/** A row of the clinic's review inbox (028): a home session, a red-flag check-in, an overdue review. */
export interface HomeInboxTable {
  workspace_id: string;
  /** `s:` + activity id, `c:` + check-in id, `o:` + patient id. */
  item_id: string;
  kind: string;
  patient_id: string;
  activity_id: string | null;
  at: number;
  rank: number;
  reason: string;
  /** The reason's numbers as JSON (InboxNumbers). */
  numbers: string;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by_id: string | null;
  reviewed_by_name: string | null;
}

/** A device's Web Push subscription (031); `patient_id` and the reminder a patient user's. */
export interface PushSubscriptionsTable {
  workspace_id: string;
  /** SHA-256 of the endpoint, hex. */
  subscription_id: string;
  user_id: string;
  patient_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  /** HH:MM in the clinic's time zone. */
  reminder_time: string | null;
  /** Weekdays 0–6 comma-separated; null: any day. */
  reminder_weekdays: string | null;
  created_at: number;
}

/** A subscription's reminder of one day of the clinic's calendar, claimed by one server (031). */
export interface PushReminderClaimsTable {
  workspace_id: string;
  subscription_id: string;
  date: string;
  claimed_at: number;
}

export interface HomeTables {
  home_access_codes: HomeAccessCodesTable;
  home_links: HomeLinksTable;
  home_consent_versions: HomeConsentVersionsTable;
  home_consents: HomeConsentsTable;
  home_clearances: HomeClearancesTable;
  home_check_ins: HomeCheckInsTable;
  home_messages: HomeMessagesTable;
  home_inbox: HomeInboxTable;
  push_subscriptions: PushSubscriptionsTable;
  push_reminder_claims: PushReminderClaimsTable;
}
