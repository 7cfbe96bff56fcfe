import { boolean, object, string, type InferType } from 'yup';
import { MESSAGES, withValues } from './messages';
import { validateNameCharacters } from './text-rules';
import { ruleTest } from './yup-rules';

export const TAG_NAME_MAX = 50;

/** Trimmed, inner spaces collapsed, so "Home  Visits " and "home visits" name the same tag. */
const collapse = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);

const tagName = string()
  .transform(collapse)
  .typeError(MESSAGES.tagNameRequired)
  .min(1, MESSAGES.tagNameRequired)
  .max(TAG_NAME_MAX, withValues(MESSAGES.tagNameTooLong, { max: TAG_NAME_MAX }))
  .test(ruleTest('nameCharacters', validateNameCharacters));

/** Optional Arabic name (any script is accepted); blank or null clears it. */
const tagNameAr = string()
  .transform((value: unknown) => {
    const collapsed = collapse(value);
    return collapsed === '' ? null : collapsed;
  })
  .nullable()
  .typeError(withValues(MESSAGES.tagNameArTooLong, { max: TAG_NAME_MAX }))
  .max(TAG_NAME_MAX, withValues(MESSAGES.tagNameArTooLong, { max: TAG_NAME_MAX }))
  .test(ruleTest('nameCharacters', validateNameCharacters));

/** Body of `POST tags-write/tags` and the tag form: a name, optionally an Arabic name. */
export const tagCreateSchema = object({
  name: tagName.required(MESSAGES.tagNameRequired),
  name_ar: tagNameAr.optional(),
}).typeError(MESSAGES.tagNameRequired);

/** Body of `PATCH tags-write/tags/{id}`: any of a new name, Arabic name or active, at least one. */
export const tagUpdateSchema = object({
  name: tagName.optional(),
  name_ar: tagNameAr.optional(),
  active: boolean().strict().typeError(MESSAGES.tagActiveInvalid).optional(),
})
  .typeError(MESSAGES.tagNothingToChange)
  .test('something to change', MESSAGES.tagNothingToChange, (tag) =>
    [tag?.name, tag?.name_ar, tag?.active].some((value) => value !== undefined),
  );

export type TagCreateInput = InferType<typeof tagCreateSchema>;
export type TagUpdateInput = InferType<typeof tagUpdateSchema>;
