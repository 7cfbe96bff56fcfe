import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Appointment } from '@mk/contracts';
import { formatDateTime, localizedName } from '@mk/i18n';
import { hasStarted, isNoShowOpen, appointmentInstant } from '../shared/appointment-time';
import { useLocale } from '../shared/appointment-text';
import { CancelAppointmentDialog } from '../shared/cancel-appointment.dialog';
import { useNow } from '../shared/clock';
import { InsuranceDialog, NoShowDialog } from './details-dialogs';

type Open = 'insurance' | 'noShow' | 'cancel' | null;

/**
 * Insurance Details, No Show and Cancel Appointment (spec 2 sections 2 and 4). The clock is read
 * every second, so No Show turns on at the appointment time and off 48 hours later, and Cancel
 * disappears at the appointment time, without a reload. Once the patient is marked no-show only
 * Cancel could remain, and that time has passed by then; a cancelled appointment offers nothing.
 */
export function DetailsActions({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const now = useNow(1000);
  const locale = useLocale();
  const [open, setOpen] = useState<Open>(null);
  const t = (id: string) => intl.formatMessage({ id: `appointments.details.actions.${id}` });
  const noShow = appointment.status === 'patient_noshow';
  const canceled = appointment.status === 'canceled';
  const noShowOpen = isNoShowOpen(appointment.dateTime, now);
  const start = appointmentInstant(appointment.dateTime);

  return (
    <>
      <Space wrap align="center" style={{ marginBlockEnd: 16 }}>
        {!noShow && (
          <Button onClick={() => setOpen('insurance')}>{t('insurance')}</Button>
        )}
        {!noShow && !canceled && (
          <Button disabled={!noShowOpen} aria-describedby={noShowOpen ? undefined : 'no-show-hint'} onClick={() => setOpen('noShow')}>
            {t('noShow')}
          </Button>
        )}
        {!noShow && !canceled && !hasStarted(appointment.dateTime, now) && (
          <Button danger onClick={() => setOpen('cancel')}>
            {t('cancel')}
          </Button>
        )}
      </Space>
      {!noShow && !canceled && !noShowOpen && Number.isFinite(start) && (
        <Typography.Paragraph id="no-show-hint" type="secondary">
          {intl.formatMessage({ id: 'appointments.details.actions.noShowHint' }, { time: formatDateTime(start, locale) })}
        </Typography.Paragraph>
      )}
      <InsuranceDialog appointment={appointment} open={open === 'insurance'} onClose={() => setOpen(null)} />
      <NoShowDialog appointment={appointment} open={open === 'noShow'} onClose={() => setOpen(null)} />
      <CancelAppointmentDialog
        target={
          open === 'cancel'
            ? { id: appointment.appointmentId, physician: localizedName(locale, appointment.physicianName, appointment.physicianArabicName), time: Number.isFinite(start) ? formatDateTime(start, locale) : appointment.dateTime }
            : null
        }
        onClose={() => setOpen(null)}
      />
    </>
  );
}
