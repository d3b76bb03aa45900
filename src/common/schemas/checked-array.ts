/** A zod array check that stays fast on the long columns of a session's samples. */
import { z } from 'zod';

/**
 * `strict` (a zod array schema) checked in one plain loop when `isValid` passes every element;
 * only an array that fails goes through `strict` itself, so the same issues (each bad index
 * named) come out. A 30-minute session holds ~10,000 values: element-by-element zod parsing
 * would be a large share of a save.
 */
/**
 * Each checked array and the zod array it checks against: a custom schema has no JSON Schema of
 * its own, so the API document (server/kernel/openapi-schema.ts) describes it by this one.
 */
export const strictArrayOf = new WeakMap<z.ZodType, z.ZodType>();

export function checkedArray<T>(
  strict: z.ZodType<T[]>,
  isValid: (value: unknown) => boolean,
  maxLength = Number.POSITIVE_INFINITY,
) {
  const checked = z.custom<T[]>().superRefine((value, ctx) => {
    if (Array.isArray(value) && value.length <= maxLength) {
      let i = 0;
      while (i < value.length && isValid(value[i])) i++;
      if (i === value.length) return;
    }
    // zod's own run keeps each issue's "continue" flag, so a wrong type still stops the
    // object-level checks (column lengths, the activity's times), as a plain zod array would.
    const result = strict._zod.run({ value, issues: [] }, {}) as z.core.ParsePayload;
    for (const issue of result.issues)
      ctx.addIssue({ ...issue, continue: issue.continue === true });
  });
  strictArrayOf.set(checked, strict);
  return checked;
}
