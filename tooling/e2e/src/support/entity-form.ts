import type { EntityFormPage } from '../pages/entity-form.page';

export interface EntityFormValues {
  /** Typed fields, by label. */
  texts: Record<string, string>;
  /** Selects, by label: the option's title. */
  choices?: Record<string, string>;
  /** Switches and checkboxes to turn on, by label. */
  checks?: string[];
}

/** Fills a register or update form as a user does: types the fields, picks the options, turns the switches on. */
export async function fillEntityForm(form: EntityFormPage, { texts, choices = {}, checks = [] }: EntityFormValues) {
  await form.fill(texts);
  for (const [label, option] of Object.entries(choices)) await form.choose(label, option);
  for (const label of checks) await form.field(label).check();
}
