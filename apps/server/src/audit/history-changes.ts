import type { HistoryChange } from '@mk/contracts';

/*
 * What a History tab shows of one audit record: the fields it changed, old and new. Secrets never
 * leave the server (a field whose name speaks of a password, secret, token, hash or one-time code is
 * dropped even if a write put it in the trail), national ids are masked as everywhere outside the
 * appointment details (docs/security.md), and bookkeeping columns are left out.
 */

const SECRET = /password|secret|token|hash|otp|recovery/i;
const BOOKKEEPING = new Set(['sys_id', 'id', 'created_at', 'updated_at', 'createdAt', 'updatedAt', 'deleted_at']);
const MASKED = new Set(['national_id']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** '1000000008' -> '******0008': enough to confirm with the patient, not enough to use. */
function maskId(value: unknown): unknown {
  if (typeof value !== 'string' || value.length === 0) return value;
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** A value as the trail may show it: secrets inside objects dropped, ids masked, at any depth. */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, inner]) => [key, MASKED.has(key) ? maskId(inner) : shown(inner)]),
  );
}

/** Stable JSON (object keys sorted), so two equal values never look changed. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

const empty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields that differ between `before` and `after`. A record without `before` (a creation, a
 * status change that logged only its result) lists what it set; a removal lists nothing (its action says it).
 */
export function historyChanges(action: string, before: unknown, after: unknown): HistoryChange[] {
  if (action === 'delete') return [];
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => !SECRET.test(field) && !BOOKKEEPING.has(field));
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    const [from, to] = [old[field] ?? null, now[field] ?? null];
    if (!(field in now) && isRecord(before) && isRecord(after)) continue; // a partial `after` says nothing of the others
    if (!isRecord(before) && empty(to)) continue;
    if (canonical(from) === canonical(to)) continue;
    const mask = MASKED.has(field) ? maskId : shown;
    changes.push({ field, old: mask(from), new: mask(to) });
  }
  return changes;
}
