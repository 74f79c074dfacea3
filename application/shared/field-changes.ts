/** One field's value before and after a change; `null` stands for "did not exist". */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * The fields whose values differ between two versions of a record (a missing version counts as
 * all-null), compared by their JSON form so that arrays and dates compare by value.
 */
export function changedFields(before: object | null, after: object | null, ignore: readonly string[] = []): Record<string, FieldChange> {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, FieldChange> = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (ignore.includes(field)) continue;
    const from = b[field] ?? null;
    const to = a[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
