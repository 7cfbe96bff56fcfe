import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Appointment } from '@mk/contracts';
import { formatDate, formatDateTime, formatSAR, localizedName, RIYADH_TIME_ZONE } from '@mk/i18n';
import { appointmentInstant } from '../shared/appointment-time';
import { paymentLabel, statusLabel, typeLabel, useLocale } from '../shared/appointment-text';

type Item = NonNullable<DescriptionsProps['items']>[number];

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The appointment sheet (spec 2 section 2). The date and time are UTC, as stored; the creation
 * time is read on a Riyadh clock (spec 2 section 1), and both labels say which.
 */
export function AppointmentSheet({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `appointments.details.${id}` });
  const none = t('none');
  const shown = (value: unknown, render: (value: never) => ReactNode = (text) => <bdi>{String(text)}</bdi>): ReactNode =>
    blank(value) ? none : render(value as never);
  const item = (key: string, children: ReactNode): Item => ({ key, label: t(`fields.${key}`), children });
  const start = appointmentInstant(appointment.dateTime);

  const items: Item[] = [
    item('id', shown(appointment.appointmentId)),
    item('patientName', shown(appointment.patientName)),
    item('patientPhone', shown(appointment.patientPhone)),
    item('patientNationalId', shown(appointment.patientNationalId)),
    item('patientDateOfBirth', shown(appointment.patientDateOfBirth, (value: string) => formatDate(value))),
    item('physicianName', shown(localizedName(locale, appointment.physicianName, appointment.physicianArabicName))),
    item('physicianPhone', shown(appointment.physicianPhone)),
    item('clinic', shown(localizedName(locale, appointment.clinic, appointment.clinicArabicName))),
    item('type', shown(appointment.appointmentType, (value: string) => typeLabel(value, locale))),
    item('serviceType', shown(appointment.serviceType, (value: string) => t(`serviceTypes.${value}`))),
    item('status', shown(appointment.status, (value: string) => statusLabel(value, locale))),
    item('paymentType', shown(appointment.paymentType, (value: string) => paymentLabel(value, locale))),
    item('amount', shown(appointment.amount, (value: string | number) => <bdi>{formatSAR(Number(value), locale)}</bdi>)),
    item('dateTime', Number.isFinite(start) ? <bdi>{formatDateTime(start, locale)}</bdi> : shown(appointment.dateTime)),
    item('createdAt', shown(appointment.createdAt, (value: string) => <bdi>{formatDateTime(value, locale, RIYADH_TIME_ZONE)}</bdi>)),
    item('insurance', t(appointment.isInsurance ? 'insured' : 'notInsured')),
  ];

  return (
    <section aria-labelledby="appointment-sheet-title" data-sheet="appointment">
      <Typography.Title level={2} id="appointment-sheet-title" style={{ fontSize: 18 }}>
        {t('sheet')}
      </Typography.Title>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
    </section>
  );
}

/** Services And Price, for lab, radiology and package appointments (not consultations). */
export function ServicesSheet({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `appointments.details.${id}` });
  const services = appointment.services ?? [];
  const items: Item[] = services.map((service, index) => ({
    key: `${index}`,
    label: <bdi>{service.name}</bdi>,
    children: <bdi>{formatSAR(Number(service.price), locale)}</bdi>,
  }));
  if (!blank(appointment.amount)) {
    items.push({ key: 'total', label: t('total'), children: <bdi>{formatSAR(Number(appointment.amount), locale)}</bdi> });
  }

  return (
    <section aria-labelledby="services-sheet-title" data-sheet="services" style={{ marginBlockStart: 16 }}>
      <Typography.Title level={2} id="services-sheet-title" style={{ fontSize: 18 }}>
        {t('services')}
      </Typography.Title>
      {items.length > 0 ? <Descriptions bordered size="small" column={1} items={items} /> : <Typography.Text>{t('noServices')}</Typography.Text>}
    </section>
  );
}
