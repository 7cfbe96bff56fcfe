import { Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ExportButton } from '@mk/module-kit';
import { shiftDate } from '@mk/scheduling';
import { DateInput } from '@mk/ui';

/** The longest range one file covers (the server's limit, `appointment-management/export`). */
export const EXPORT_MAX_DAYS = 366;

type RangeProblem = 'incomplete' | 'order' | 'tooLong';

export function exportRangeProblem(from: string, until: string): RangeProblem | undefined {
  if (!from || !until) return 'incomplete';
  if (from > until) return 'order';
  return shiftDate(from, EXPORT_MAX_DAYS - 1) < until ? 'tooLong' : undefined;
}

/**
 * ADMIN's export of a clinic's appointments over a range of days (issue 29), the day shown by
 * default; both ends included, at most a year. The file holds every status, cancelled ones too.
 */
export function AppointmentExport({ clinicId, day }: { clinicId: string; day: string }) {
  const intl = useIntl();
  const [range, setRange] = useState({ from: day, until: day });
  const fromId = useId();
  const untilId = useId();
  const problemId = useId();
  const problem = exportRangeProblem(range.from, range.until);
  const t = (key: string) => intl.formatMessage({ id: `appointments.monitor.export.${key}` });
  const field = (end: 'from' | 'until', id: string) => (
    <div>
      <label htmlFor={id} style={{ display: 'block' }}>
        {intl.formatMessage({ id: `ui.dateRange.${end}` })}
      </label>
      <DateInput
        id={id}
        value={range[end]}
        onChange={(chosen) => setRange((current) => ({ ...current, [end]: chosen }))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
    </div>
  );

  return (
    <section aria-label={t('label')} style={{ marginBlockEnd: 12 }}>
      <Flex justify="end" align="end" gap={8} wrap>
        {field('from', fromId)}
        {field('until', untilId)}
        <ExportButton path="appointment-management/export" filters={{ clinicId, from: range.from, until: range.until }} disabled={Boolean(problem)} />
      </Flex>
      {problem && (
        <Typography.Text id={problemId} type="danger" role="alert" style={{ display: 'block', textAlign: 'end' }}>
          {t(problem)}
        </Typography.Text>
      )}
    </section>
  );
}
