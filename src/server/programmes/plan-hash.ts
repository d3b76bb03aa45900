/** The SHA-256 (hex) of a programme's plan as a physician signs it (`planContentOf`). */
import { createHash } from 'node:crypto';
import { planContentOf } from '../../common/programme/plan-content.js';
import type { Programme } from '../../common/schemas/programme.js';

/**
 * A discharged programme is hashed as the plan it was until then: the discharge ends the plan
 * without changing it, and nothing can be signed after it (the programme is read-only), so the
 * last signature must still read as matching, not as "changed since signed".
 */
export function planSha256(programme: Programme): string {
  const followed =
    programme.status === 'discharged' ? { ...programme, status: 'active' as const } : programme;
  return createHash('sha256').update(planContentOf(followed)).digest('hex');
}
