/**
 * Home and clinic sessions apart (PRODUCT.md section 12): how many of a programme's sessions were
 * done at home and at the clinic, and each one's adherence to the prescribed weekly frequency.
 * The prescription has one frequency for both (hybrid rehabilitation after SBC 2020 and the
 * AHA/AACVPR/ACC 2019 statement: the same prescription at home and on site), so each setting's
 * adherence is its share of the prescribed sessions of the weeks so far: a week's sessions count
 * up to the frequency, clinic sessions first (supervised), home sessions filling what is left.
 * The two shares add up to the programme's attendance, as the Progress tab shows it.
 */
import type { AttendanceWeek, SettingTotals } from '../schemas/programme-summary.js';

const pct = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);

export function settingTotals(weeks: readonly AttendanceWeek[]): SettingTotals {
  let prescribed = 0;
  const home = { sessions: 0, counted: 0 };
  const clinic = { sessions: 0, counted: 0 };
  for (const week of weeks) {
    const atHome = week.home ?? 0;
    const atClinic = week.sessions - atHome;
    prescribed += week.prescribed;
    home.sessions += atHome;
    clinic.sessions += atClinic;
    const clinicCounted = Math.min(atClinic, week.prescribed);
    clinic.counted += clinicCounted;
    home.counted += Math.min(atHome, week.prescribed - clinicCounted);
  }
  return {
    clinic: { sessions: clinic.sessions, adherencePct: pct(clinic.counted, prescribed) },
    home: { sessions: home.sessions, adherencePct: pct(home.counted, prescribed) },
  };
}
