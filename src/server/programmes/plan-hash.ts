/** The SHA-256 (hex) of a programme's plan as a physician signs it (`planContentOf`). */
import { createHash } from 'node:crypto';
import { planContentOf } from '../../common/programme/plan-content.js';
import type { Programme } from '../../common/schemas/programme.js';

export const planSha256 = (programme: Programme): string =>
  createHash('sha256').update(planContentOf(programme)).digest('hex');
