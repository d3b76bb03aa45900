/** Cursor paging shared by the lists: ask for `limit + 1` rows; the extra one only says there is more. */
export function pageFrom<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (last: Row) => string,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
