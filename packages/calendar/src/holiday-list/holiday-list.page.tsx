import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { MarketplaceHoliday } from '@mk/contracts';
import { useGetHolidaysQuery } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { DataTable, ErrorBanner, PageSection } from '@mk/ui';
import { HolidayFormDialog } from '../holiday-form/holiday-form.dialog';
import { currentYear, yearFromText, yearRange } from './calendar-year';
import { holidayColumns } from './holiday-columns';
import { useHolidayActions } from './use-holiday-actions';
import { YearPicker } from './year-picker';

const rowKey = (holiday: MarketplaceHoliday) => holiday.sys_id;
const byFirstDay = (a: MarketplaceHoliday, b: MarketplaceHoliday) => a.from_date.localeCompare(b.from_date) || a.until_date.localeCompare(b.until_date);

/** The form's state: closed, a new entry, or the entry being edited. */
type FormState = { open: false } | { open: true; holiday?: MarketplaceHoliday };

/**
 * The marketplace calendar (issue 30, ADMIN only): a Gregorian year's public holidays and Ramadan
 * seasons with their Gregorian and Hijri dates, Confirm, Edit and Delete on each, the year's
 * Umm al-Qura proposals to add, and a form to add an entry. The year lives in the URL (`?year=`),
 * this year in Riyadh by default.
 */
export default function HolidayListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => currentYear(), []);
  const year = yearFromText(params.get('year')) ?? now;
  const { data, error, isFetching, refetch } = useGetHolidaysQuery(yearRange(year), { refetchOnMountOrArgChange: true });
  const actions = useHolidayActions(locale);
  const [form, setForm] = useState<FormState>({ open: false });
  const columns = useMemo(() => {
    const titled = holidayColumns(locale, actions, (holiday) => setForm({ open: true, holiday }));
    return titled.map((column) => ({ ...column, title: intl.formatMessage({ id: `calendar.list.columns.${column.key}` }) }));
  }, [locale, actions, intl]);
  const rows = useMemo(() => (data ? [...data].sort(byFirstDay) : undefined), [data]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `calendar.page.${id}` }, values);
  const shownYear = String(year);

  const showYear = (next: number) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('year', String(next));
      return changed;
    });

  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <div style={{ maxInlineSize: 880, marginBlockEnd: 16 }}>
        <Typography.Paragraph style={{ marginBlockEnd: 4 }}>{t('about.holidays')}</Typography.Paragraph>
        <Typography.Paragraph style={{ marginBlockEnd: 4 }}>{t('about.hijri')}</Typography.Paragraph>
        <Typography.Paragraph style={{ marginBlockEnd: 0 }}>{t('about.ramadan')}</Typography.Paragraph>
      </div>
      <ErrorBanner message={error ? apiErrorText(intl, error) : null} />
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBlockEnd: 12 }}>
        <YearPicker year={year} onChange={showYear} />
        <Flex wrap gap={8}>
          <Button loading={actions.busy.proposing} onClick={() => void actions.propose(year)}>
            {t('propose', { year: shownYear })}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({ open: true })}>
            {t('add')}
          </Button>
        </Flex>
      </Flex>
      <DataTable<MarketplaceHoliday>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        error={error && !rows ? t('loadFailed') : null}
        onRetry={() => void refetch()}
        emptyText={t('empty', { year: shownYear })}
      />
      {form.open && <HolidayFormDialog holiday={form.holiday} onClose={() => setForm({ open: false })} />}
    </PageSection>
  );
}
