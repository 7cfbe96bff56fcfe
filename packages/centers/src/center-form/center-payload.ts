import type { CenterWrite } from '@mk/contracts';
import { centerUpdateSchema } from '@mk/validators';
import type { CenterFormValues } from './center-form.values';

type Payload = Partial<CenterWrite>;

/** The values as the shared schema reads them (trimmed, Western digits, the phone compact); unknown keys, id and sys_id dropped. */
const cleaned = (values: Partial<CenterFormValues>) => centerUpdateSchema.cast(values, { assert: false, stripUnknown: true }) as Payload;

const withoutBlanks = (payload: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''))) as Payload;

/** Register body: the cleaned values and the person in charge, without the empty ones (contact and bank are optional). */
export function createPayload(values: CenterFormValues): Payload {
  return withoutBlanks({ ...cleaned(values), pic_id: values.pic_id });
}

/**
 * Update body (spec 3 section 5): id, sys_id and pic_id are never sent and empty fields are
 * dropped. An empty logo is left out too, so the stored one stays (the spec's generated initials
 * logo is what the Avatar shows for a center without one: docs/deviations.md).
 */
export function updatePayload(values: CenterFormValues): Payload {
  const { pic_id: _pic, ...rest } = values;
  return withoutBlanks(cleaned(rest));
}
