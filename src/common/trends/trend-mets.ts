/**
 * METs of each trend session, estimated from its average workload by the ACSM metabolic
 * equations (common/programme/session-progress): walking and treadmill from speed, cycling from
 * power and the body weight of the newest vitals on or before that day. Null where neither is
 * known, never guessed.
 */

import { dateInZone } from '../dates/zoned-time.js';
import { weightOn } from '../programme/outcomes.js';
import { estimatedMets } from '../programme/session-progress.js';
import type { Activity } from '../schemas/activity.js';
import type { Assessment } from '../schemas/assessment.js';
import type { TrendActivity } from './weekly-trend.js';

export function withEstimatedMets(
  sessions: readonly TrendActivity[],
  assessments: readonly Assessment[],
  timeZone: string,
): TrendActivity[] {
  return sessions.map((session) => {
    const weightKg = weightOn(assessments, dateInZone(session.startedAt, timeZone));
    // A stored type outside today's list simply gets no estimate (the equations check it).
    const type = session.type as Activity['type'];
    const mets = estimatedMets(type, session.avgSpeedKmh, session.avgPowerW, weightKg);
    return { ...session, estimatedMets: mets };
  });
}
