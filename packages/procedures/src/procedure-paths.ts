import type { Locale, Procedure } from '@mk/contracts';
import { localizedName } from '@mk/i18n';
import type { EntityArea } from '@mk/ui';

/** The Procedures routes (spec 3 section 2). */
export const procedurePaths = {
  list: () => '/procedures',
  create: () => '/procedures/create',
  update: (id: string) => `/procedures/update/${encodeURIComponent(id)}`,
} as const;

/** The Arabic name when the locale is not English, falling back to the English one (UX.md). */
export function procedureName(procedure: Pick<Procedure, 'name' | 'arabic_name'>, locale: Locale): string {
  return localizedName(locale, procedure.name, procedure.arabic_name);
}

/** What the procedure pages share: the list crumb and a procedure's name. Procedures have no profile: the list stands in. */
export const procedureArea: EntityArea<Procedure> = {
  list: { messageId: 'procedures.common.procedures', to: procedurePaths.list() },
  name: procedureName,
  profile: () => procedurePaths.list(),
};

export { useLocale } from '@mk/i18n';
