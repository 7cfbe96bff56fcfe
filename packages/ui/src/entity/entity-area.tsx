import { useIntl } from 'react-intl';
import type { Locale } from '@mk/contracts';
import { useLocale } from '@mk/i18n';
import type { BreadcrumbItem } from '../page-section';

/** What the pages of one entity share: the list they start from, and how a record is named and found. */
export interface EntityArea<T extends { sys_id: string }> {
  /** The list, the first crumb of every page of the area: its label's message id and its path. */
  list: { messageId: string; to: string };
  /** A record's name in a locale (its crumb). */
  name: (record: T, locale: Locale) => string;
  /** The path of a record's profile, by its sys_id. */
  profile: (id: string) => string;
}

/** The area's list crumb, in the user's language. */
export function useListCrumb<T extends { sys_id: string }>(area: EntityArea<T>): BreadcrumbItem {
  const intl = useIntl();
  return { label: intl.formatMessage({ id: area.list.messageId }), to: area.list.to };
}

/** A record's crumb: its name (isolated, as names may run in the other direction) linking to its profile. */
export function useRecordCrumb<T extends { sys_id: string }>(area: EntityArea<T>): (record: T) => BreadcrumbItem {
  const locale = useLocale();
  return (record) => ({ label: <bdi>{area.name(record, locale)}</bdi>, to: area.profile(record.sys_id) });
}
