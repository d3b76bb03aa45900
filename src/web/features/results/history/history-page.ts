/** One page of the history list as the API answers it (its own module: both the API call and the merge read it). */
import type { z } from 'zod';
import type { activityListResponseSchema } from '../../../../common/schemas/activity';

export type HistoryPage = z.infer<typeof activityListResponseSchema>;
