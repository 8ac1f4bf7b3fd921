/**
 * How many items match a work queue's filters (ADR 0411). A page that is neither full nor past the
 * end tells it without counting (what came before it plus what it holds); otherwise the count is
 * asked of the database.
 */
export async function queueTotal(
  shown: number,
  at: { page: number; pageSize: number },
  count: () => Promise<number>,
): Promise<number> {
  const offset = (at.page - 1) * at.pageSize;
  const known = (shown > 0 && shown < at.pageSize) || (shown === 0 && at.page === 1);
  return known ? offset + shown : count();
}
