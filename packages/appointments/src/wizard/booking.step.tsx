import { Alert, Col, Empty, Form, Row, Select, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { AppointmentType } from '@mk/contracts';
import { physicianName, typeLabel, useLocale } from '../shared/appointment-text';
import { DayNavigator } from './day-navigator';
import { SlotPicker } from './slot-picker';
import type { BookingOptions, BookingValue, ClosedDay } from './use-booking-options';

export interface BookingStepProps {
  value: BookingValue;
  options: BookingOptions;
  /** The first bookable day (today, UTC). */
  today: string;
  /** 'Please select time', a refused booking's message... */
  error: string | null;
  onChange: (value: BookingValue) => void;
}

/**
 * Step 3 (spec 2 section 2): clinic, physician of the clinic, type the physician offers, a day
 * navigator and its time slots. Changing a choice clears what depended on it.
 */
export function BookingStep({ value, options, today, error, onChange }: BookingStepProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.booking.${id}` });
  const { clinic, physician, type } = options;
  const closedDayText = (closed: ClosedDay) =>
    closed.reason === 'off'
      ? closed.note
        ? intl.formatMessage({ id: 'appointments.wizard.booking.dayOffWithNote' }, { note: closed.note })
        : t('dayOff')
      : intl.formatMessage({ id: 'appointments.wizard.booking.holiday' }, { name: locale === 'ar' ? closed.name_ar : closed.name_en });

  return (
    <section aria-labelledby="wizard-booking-title">
      <Typography.Title level={2} id="wizard-booking-title" style={{ fontSize: 18 }}>
        {t('title')}
      </Typography.Title>
      <Form layout="vertical" component="div">
        <Row gutter={[16, 0]}>
          <Col xs={24} md={8}>
            <Form.Item label={t('clinic')} htmlFor="appointment-booking-clinic" required>
              <Select<string>
                id="appointment-booking-clinic"
                value={clinic?.value}
                onChange={(next) => onChange({ ...value, clinic: next, physician: undefined, type: undefined, slot: undefined })}
                options={options.clinics.map(({ value: id, label }) => ({ value: id, label }))}
                showSearch={{ optionFilterProp: 'label' }}
                virtual={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('physician')} htmlFor="appointment-booking-physician" required>
              <Select<string>
                id="appointment-booking-physician"
                value={physician?.sys_id}
                loading={options.loadingPhysicians}
                notFoundContent={t('noPhysicians')}
                onChange={(next) => onChange({ ...value, physician: next, type: undefined, slot: undefined })}
                options={options.physicians.map((row) => ({ value: row.sys_id, label: physicianName(row, locale) }))}
                showSearch={{ optionFilterProp: 'label' }}
                virtual={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('type')} htmlFor="appointment-booking-type" required>
              <Select<AppointmentType>
                id="appointment-booking-type"
                value={type}
                disabled={!physician}
                notFoundContent={t('noTypes')}
                onChange={(next) => onChange({ ...value, type: next })}
                options={options.types.map((offered) => ({ value: offered, label: typeLabel(offered, locale) }))}
                virtual={false}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DayNavigator date={value.date} today={today} onChange={(date) => onChange({ ...value, date, slot: undefined })} />
      <div style={{ marginBlock: 16 }}>
        {!physician ? (
          <Empty description={t('choosePhysician')} />
        ) : (
          <Spin spinning={options.loadingSlots}>
            {options.closed ? (
              <Empty description={closedDayText(options.closed)} />
            ) : (
              <SlotPicker slots={options.slots} selected={options.selectedSlot?.dateTime} onSelect={(slot) => onChange({ ...value, slot: slot.dateTime })} />
            )}
          </Spin>
        )}
      </div>
      {options.error && <Alert type="error" showIcon title={options.error} style={{ marginBlockEnd: 16 }} />}
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </section>
  );
}
