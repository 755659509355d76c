/** One field staff changed on an order, as the audit trail recorded it. */
export type AuditChange = { field: string; from: unknown; to: unknown };

/** An audit record's before or after: a JSON object, or nothing (anything else reads as nothing). */
function fields(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The fields an audit entry changed, each with its value before and after (null when absent), in the
 * order the record lists them: what the trail shows a store owner instead of two JSON documents.
 */
export function auditChanges(before: string | null | undefined, after: string | null | undefined): AuditChange[] {
  const a = fields(before);
  const b = fields(after);
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return names
    .map((field) => ({ field, from: a[field] ?? null, to: b[field] ?? null }))
    .filter((c) => JSON.stringify(c.from) !== JSON.stringify(c.to));
}

/** A refund's facts as the audit trail records them (src/api/checkout/refund.ts), when they are. */
export function refundFacts(v: unknown): { amount: number; currency: string; reference: string } | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  return typeof r.amount === 'number' && typeof r.currency === 'string'
    ? { amount: r.amount, currency: r.currency, reference: typeof r.reference === 'string' ? r.reference : '' }
    : null;
}
