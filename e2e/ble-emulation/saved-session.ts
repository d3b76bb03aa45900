/** The one session the server holds for a patient, samples and events included (after a save). */
import { expect, type Page } from '@playwright/test';

export interface SavedSession {
  activityId: string;
  samples: {
    t: number[];
    hr: (number | null)[];
    rr: (number | null)[];
    power?: (number | null)[];
    cadence?: (number | null)[];
    speed?: (number | null)[];
  };
  events: { kind: string; value?: Record<string, unknown> }[];
}

/** Saved through the outbox: polls until the server has the patient's one session. */
export async function savedSessionOf(page: Page, patientId: string): Promise<SavedSession> {
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/activities?patientId=${patientId}`);
        ids = ((await response.json()).activities as { activityId: string }[]).map(
          (a) => a.activityId,
        );
        return ids.length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const response = await page.request.get(`/api/activities/${ids[0]}`);
  return (await response.json()).activity as SavedSession;
}
