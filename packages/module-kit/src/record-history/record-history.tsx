import { Empty, Skeleton, Tabs, Timeline, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CITY_LABELS, GENDER_LABELS, SPECIALIZATION_LABELS, TITLE_LABELS, type HistoryChange, type HistoryEntityType, type HistoryEntry } from '@mk/contracts';
import { useGetRecordHistoryQuery } from '@mk/api';
import { formatDateTime, RIYADH_TIME_ZONE, useLocale } from '@mk/i18n';
import { LoadFailed, Pager } from '@mk/ui';

const PAGE_SIZE = 20;
const KNOWN_ACTIONS = new Set(['create', 'update', 'delete', 'status_change', 'restore', 'confirm_appointment', 'cancel_appointment', 'noshow_appointment', 'set_insurance', 'set_schedule', 'reset_schedule']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const KNOWN_ROLES = new Set(['ADMIN', 'PIC', 'PATIENT']);

export interface RecordHistoryProps {
  entityType: HistoryEntityType;
  id: string;
  /**
   * The message id of each field's label, as the record's own form names it (`name_ar` ->
   * 'clinics.form.nameAr'). A field without one is shown by its API name, as a code.
   */
  fieldLabels?: Readonly<Record<string, string>>;
  /**
   * For fields whose values are codes (a status), each value's label: a message id
   * (`{ status: { active: 'ui.facilityStatus.active' } }`) or the contract's `{ en, ar }` (a LabelMap).
   */
  valueLabels?: Readonly<Record<string, Readonly<Record<string, ValueLabel>>>>;
  /**
   * For fields whose values read better reworded (a stored fraction as a percentage, a list of ids as
   * their count), how to show a value other than nothing; `undefined` leaves it to the usual rules.
   */
  valueFormats?: Readonly<Record<string, ValueFormat>>;
  /** The message id of the record's own actions (`{ login: 'patients.recordHistory.actions.login' }`); others as usual. */
  actionLabels?: Readonly<Record<string, string>>;
}

/** A value of one field as a page words it (`value` is never null or empty). */
export type ValueFormat = (value: unknown, intl: IntlShape) => string | undefined;

type ValueLabel = string | Readonly<{ en: string; ar: string }>;
type ValueLabels = NonNullable<RecordHistoryProps['valueLabels']>;

/** Codes every record names the same way, labelled by the contract; a page's own `valueLabels` come first. */
const SHARED_VALUE_LABELS: ValueLabels = { city: CITY_LABELS, specialization: SPECIALIZATION_LABELS, title: TITLE_LABELS, gender: GENDER_LABELS };

/**
 * A value as the timeline reads it: nothing as a dash, the page's own wording where it has one, a
 * code by its label, yes/no and times (Riyadh's clock) in the user's language, lists joined, other
 * objects as compact JSON.
 */
function valueText(intl: IntlShape, value: unknown, codes: Readonly<Record<string, ValueLabel>> | undefined, format?: ValueFormat): string {
  const t = (id: string) => intl.formatMessage({ id: `ui.history.${id}` });
  if (value === null || value === undefined || value === '') return t('none');
  const formatted = format?.(value, intl);
  if (formatted !== undefined) return formatted;
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  const code = typeof value === 'string' ? codes?.[value] : undefined;
  if (typeof code === 'string') return intl.formatMessage({ id: code });
  if (code) return intl.locale === 'ar' ? code.ar : code.en;
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value, intl.locale === 'ar' ? 'ar' : 'en', RIYADH_TIME_ZONE);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.length ? intl.formatList(value.map(String), { type: 'unit' }) : t('none');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface ChangeLineProps {
  change: HistoryChange;
  fieldLabels: Readonly<Record<string, string>>;
  valueLabels: ValueLabels;
  valueFormats: NonNullable<RecordHistoryProps['valueFormats']>;
}

function ChangeLine({ change, fieldLabels, valueLabels, valueFormats }: ChangeLineProps) {
  const intl = useIntl();
  const labelId = fieldLabels[change.field];
  const field = labelId ? intl.formatMessage({ id: labelId }) : <Typography.Text key="field" code>{change.field}</Typography.Text>;
  const shown = (value: unknown, key: string) => <bdi key={key}>{valueText(intl, value, valueLabels[change.field], valueFormats[change.field])}</bdi>;
  const created = change.old === null || change.old === undefined;
  return (
    <li>
      {created
        ? intl.formatMessage({ id: 'ui.history.set' }, { field, new: shown(change.new, 'new') })
        : intl.formatMessage({ id: 'ui.history.change' }, { field, old: shown(change.old, 'old'), new: shown(change.new, 'new') })}
    </li>
  );
}

function entryTitle(intl: IntlShape, locale: 'en' | 'ar', entry: HistoryEntry, actionLabels: Readonly<Record<string, string>>): ReactNode {
  const t = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id: `ui.history.${id}` }, values);
  const own = actionLabels[entry.action];
  const action = own ? intl.formatMessage({ id: own }) : KNOWN_ACTIONS.has(entry.action) ? t(`action.${entry.action}`) : t('action.other', { action: entry.action });
  const who = entry.actor
    ? t('by', {
        name: <bdi key="name">{entry.actor.name ?? t('unnamed')}</bdi>,
        role: t(`role.${KNOWN_ROLES.has(entry.actor.role) ? entry.actor.role : 'UNKNOWN'}`),
      })
    : t('system');
  return (
    <>
      <Typography.Text strong>{action}</Typography.Text> · {who} · <time dateTime={entry.at}>{formatDateTime(entry.at, locale, RIYADH_TIME_ZONE)}</time>
    </>
  );
}

/**
 * A record's history (issue 29): who changed which fields and when, on Riyadh's clock, newest first,
 * twenty to a page. It reads only when shown (inside a tab it waits for the tab), and refreshes when
 * the record is written (the record's cache tag).
 */
export function RecordHistory({ entityType, id, fieldLabels = {}, valueLabels: pageValueLabels = {}, valueFormats = {}, actionLabels = {} }: RecordHistoryProps) {
  const valueLabels = { ...SHARED_VALUE_LABELS, ...pageValueLabels };
  const intl = useIntl();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useGetRecordHistoryQuery({ entityType, id, page, limit: PAGE_SIZE });
  if (history.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (history.isError) return <LoadFailed title={intl.formatMessage({ id: 'ui.history.loadFailed' })} error={history.error} onRetry={history.refetch} />;
  const rows = history.data?.rows ?? [];
  if (rows.length === 0) return <Empty description={intl.formatMessage({ id: 'ui.history.empty' })} />;
  return (
    <section aria-busy={history.isFetching}>
      <Timeline
        items={rows.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          // Heading and changes in one column (a `title` would put them on opposite sides).
          content: (
            <>
              <div>{entryTitle(intl, locale, entry, actionLabels)}</div>
              {entry.changes.length ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {entry.changes.map((change) => (
                    <ChangeLine key={change.field} change={change} fieldLabels={fieldLabels} valueLabels={valueLabels} valueFormats={valueFormats} />
                  ))}
                </ul>
              ) : (
                entry.action !== 'delete' && <Typography.Text type="secondary">{intl.formatMessage({ id: 'ui.history.noFields' })}</Typography.Text>
              )}
            </>
          ),
        }))}
      />
      <Pager page={page} count={history.data?.count ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
    </section>
  );
}

export interface DetailsAndHistoryProps {
  details: ReactNode;
  history: RecordHistoryProps;
}

/** A details page's two tabs: what the record is, and what was done to it (mounted when first opened). */
export function DetailsAndHistory({ details, history }: DetailsAndHistoryProps) {
  const intl = useIntl();
  return (
    <Tabs
      items={[
        { key: 'details', label: intl.formatMessage({ id: 'ui.history.detailsTab' }), children: details },
        { key: 'history', label: intl.formatMessage({ id: 'ui.history.tab' }), children: <RecordHistory {...history} /> },
      ]}
    />
  );
}
