import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DateInput } from '@mk/ui';
import type { ClinicOption } from '../shared/use-clinic-options';
import { isCalendarDate, type MonitorParams } from './monitor-params';

export interface MonitorToolbarProps {
  /** The day and clinic shown; the toolbar edits a draft of them until Select. */
  applied: { date: string; clinic?: string };
  clinics: ClinicOption[];
  clinicsLoading: boolean;
  onSelect: (chosen: MonitorParams) => void;
  onCreate: () => void;
}

/**
 * Date (default today), clinic (default the first), Select to (re)load the day, and Create
 * Appointment on the end side. Mount it with a key of the URL so Back restores what it shows.
 */
export function MonitorToolbar({ applied, clinics, clinicsLoading, onSelect, onCreate }: MonitorToolbarProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [date, setDate] = useState(applied.date);
  const [clinic, setClinic] = useState(applied.clinic);
  const t = (id: string) => intl.formatMessage({ id: `appointments.monitor.filters.${id}` });

  return (
    <Form
      layout="vertical"
      role="search"
      aria-label={t('label')}
      // A cleared or half-typed date keeps the day shown rather than asking for no day.
      onFinish={() => onSelect({ date: isCalendarDate(date) ? date : applied.date, clinic })}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 16,
        padding: 16,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Form.Item label={t('date')} htmlFor="appointment-monitor-date" style={{ marginBlockEnd: 0 }}>
        {/* dd-MM-yyyy as everywhere in the product; the value is the ISO day the API wants. */}
        <DateInput id="appointment-monitor-date" value={date} onChange={setDate} />
      </Form.Item>
      {/* A set width: the chosen clinic's name arrives after the first paint and must not move the toolbar (layout shift). */}
      <Form.Item label={t('clinic')} htmlFor="appointment-monitor-clinic" style={{ marginBlockEnd: 0, width: 280 }}>
        <Select<string>
          id="appointment-monitor-clinic"
          value={clinic}
          loading={clinicsLoading}
          onChange={setClinic}
          options={clinics.map(({ value, label }) => ({ value, label }))}
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('select')}
      </Button>
      <Space style={{ marginInlineStart: 'auto' }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          {intl.formatMessage({ id: 'appointments.monitor.create' })}
        </Button>
      </Space>
    </Form>
  );
}
