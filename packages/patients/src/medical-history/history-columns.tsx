import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, type AppointmentHistoryItem, type Locale } from '@mk/contracts';
import { localizedName } from '@mk/i18n';
import { DateTimeCell, IdCell, TextCell } from '@mk/ui';
import { prescriptionIds, reportTexts } from './history-values';
import { PrescriptionDownload } from './prescription-download';

const labelOf = (labels: Record<string, { en: string; ar: string }>, value: string, locale: Locale) => labels[value]?.[locale] ?? value;

/**
 * ID, Type, Status, Physician, Date & Time, Prescription, Diagnosis, Report notes (spec 2 section
 * 2). Missing prescriptions, diagnoses and reports say so in words, not with a dash.
 */
export function historyColumns(intl: IntlShape, locale: Locale): TableColumnsType<AppointmentHistoryItem> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.history.${id}` }, values);
  return [
    { key: 'id', title: t('columns.id'), width: 130, render: (_, row) => <IdCell id={row.id} /> },
    { key: 'type', title: t('columns.type'), render: (_, row) => labelOf(APPOINTMENT_TYPE_LABELS, row.type, locale) },
    { key: 'status', title: t('columns.status'), render: (_, row) => labelOf(APPOINTMENT_STATUS_LABELS, row.status, locale) },
    {
      key: 'physician',
      title: t('columns.physician'),
      render: (_, row) => <TextCell value={row.physician ? <bdi>{localizedName(locale, row.physician.name, row.physician.arabic_name)}</bdi> : null} />,
    },
    // An appointment's slot: its wall clock is what is stored as UTC (spec 1), so it is read as UTC.
    { key: 'dateTime', title: t('columns.dateTime'), render: (_, row) => <DateTimeCell value={row.date_time} clock="utc" /> },
    {
      key: 'prescription',
      title: t('columns.prescription'),
      render: (_, row) => {
        const ids = prescriptionIds(row);
        if (ids.length === 0) return t('noPrescription');
        return (
          <Space orientation="vertical" size={0}>
            {ids.map((id) => (
              <PrescriptionDownload key={id} id={id} />
            ))}
          </Space>
        );
      },
    },
    {
      key: 'diagnosis',
      title: t('columns.diagnosis'),
      render: (_, row) => <TextCell value={reportTexts(row, 'diagnosis') || t('noDiagnosis')} />,
    },
    {
      key: 'notes',
      title: t('columns.notes'),
      render: (_, row) => <TextCell value={reportTexts(row, 'notes') || t('noReport')} />,
    },
  ];
}
