/** Reading a workspace's activities: one, several, a history page, a trend, all for export. */
import type { Kysely } from 'kysely';
import {
  type Activity,
  type ActivityListItem,
  type ActivityListQuery,
  activityIdSchema,
} from '../../common/schemas/activity.js';
import type { DataSchema } from '../db/schema.js';
import { pageFrom } from '../kernel/page.js';
import { pageCursor } from '../kernel/page-cursor.js';
import { LIST_COLUMNS, toActivity, toListItem } from './activity-row.js';
import { trendSessionsOf } from './activity-trend.js';

const EXPORT_BATCH = 200;

/** A history page ends at its oldest (timestamp, activityId). */
const historyCursor = pageCursor(activityIdSchema);

export interface HistoryPage {
  activities: ActivityListItem[];
  nextCursor: string | null;
}

export function createActivityReads(db: Kysely<DataSchema>) {
  async function getRow(workspaceId: string, activityId: string) {
    return db
      .selectFrom('activities')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
  }

  return {
    async get(workspaceId: string, activityId: string): Promise<Activity | null> {
      const row = await getRow(workspaceId, activityId);
      return row && row.deleted_at === null ? toActivity(row) : null;
    },

    /** The named sessions the workspace has and has not deleted, in the order asked. */
    async getMany(workspaceId: string, activityIds: readonly string[]): Promise<Activity[]> {
      const rows = await db
        .selectFrom('activities')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('activity_id', 'in', activityIds)
        .where('deleted_at', 'is', null)
        .execute();
      const byId = new Map(rows.map((row) => [row.activity_id, toActivity(row)]));
      return activityIds.flatMap((id) => byId.get(id) ?? []);
    },

    /** Key numbers of a patient's sessions, oldest first, for trend charts. */
    trendSessions(workspaceId: string, patientId: string, range: { from?: number; to?: number }) {
      return trendSessionsOf(db, workspaceId, patientId, range);
    },

    /** Every live session of the workspace (or of one patient), whole, in batches by activityId. */
    async *allWhole(workspaceId: string, patientId?: string): AsyncGenerator<Activity[]> {
      let after = '';
      for (;;) {
        let q = db
          .selectFrom('activities')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('deleted_at', 'is', null)
          .where('activity_id', '>', after);
        if (patientId !== undefined) q = q.where('patient_id', '=', patientId);
        const rows = await q.orderBy('activity_id').limit(EXPORT_BATCH).execute();
        if (rows.length === 0) return;
        yield rows.map(toActivity);
        after = rows.at(-1)!.activity_id;
      }
    },

    /** Newest timestamp first; the cursor continues strictly after the previous page's last row. */
    async list(workspaceId: string, query: ActivityListQuery): Promise<HistoryPage> {
      let q = db
        .selectFrom('activities')
        .select(LIST_COLUMNS)
        .where('workspace_id', '=', workspaceId)
        .where('deleted_at', 'is', null);
      if (query.patientId) q = q.where('patient_id', '=', query.patientId);
      if (query.classId) q = q.where('class_id', '=', query.classId);
      if (query.type) q = q.where('type', '=', query.type);
      if (query.setting === 'home') q = q.where('setting', '=', 'home');
      if (query.setting === 'clinic') q = q.where('setting', 'is', null);
      if (query.from !== undefined) q = q.where('timestamp', '>=', query.from);
      if (query.to !== undefined) q = q.where('timestamp', '<=', query.to);
      if (query.cursor) {
        const after = historyCursor.decode(query.cursor);
        q = q.where((eb) =>
          eb.or([
            eb('timestamp', '<', after.time),
            eb.and([eb('timestamp', '=', after.time), eb('activity_id', '<', after.id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('timestamp', 'desc')
        .orderBy('activity_id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const { items, nextCursor } = pageFrom(rows, query.limit, (last) =>
        historyCursor.encode({ time: last.timestamp, id: last.activity_id }),
      );
      return { activities: items.map(toListItem), nextCursor };
    },
  };
}
export type ActivityReads = ReturnType<typeof createActivityReads>;
