import { Skeleton } from 'antd';
import { formatInTimeZone } from 'date-fns-tz';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetAppointmentQuery } from '@mk/api';
import { DetailsAndHistory } from '@mk/module-kit';
import { LoadFailed, PageSection } from '@mk/ui';
import { appointmentPaths } from '../appointment-paths';
import { appointmentInstant } from '../shared/appointment-time';
import { APPOINTMENT_FIELD_LABELS, APPOINTMENT_VALUE_LABELS } from './appointment-history-labels';
import { AppointmentSheet, ServicesSheet } from './appointment-sheet';
import { DetailsActions } from './details-actions';

/**
 * Appointment Details (spec 2 section 2): the sheet, Services And Price when not a consultation, and the
 * actions; its History tab tells who booked, confirmed, canceled or changed it (issue 29).
 */
export default function DetailsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: appointment, isLoading, error, refetch } = useGetAppointmentQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const t = (key: string) => intl.formatMessage({ id: `appointments.details.${key}` });
  // Back to the monitor on this appointment's day and clinic.
  const start = appointmentInstant(appointment?.dateTime);
  const monitor = appointmentPaths.monitor({
    date: Number.isFinite(start) ? formatInTimeZone(start, 'UTC', 'yyyy-MM-dd') : undefined,
    clinic: appointment?.clinicId,
  });

  return (
    <PageSection
      title={t('title')}
      breadcrumb={[{ label: intl.formatMessage({ id: 'appointments.monitor.breadcrumb' }), to: monitor }, { label: t('title') }]}
    >
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {error && !appointment && <LoadFailed title={t('loadFailed')} error={error} onRetry={refetch} />}
      {appointment && (
        <>
          <DetailsActions appointment={appointment} />
          <DetailsAndHistory
            details={
              <>
                <AppointmentSheet appointment={appointment} />
                {appointment.serviceType !== 'consultation' && <ServicesSheet appointment={appointment} />}
              </>
            }
            history={{ entityType: 'appointment', id, fieldLabels: APPOINTMENT_FIELD_LABELS, valueLabels: APPOINTMENT_VALUE_LABELS }}
          />
        </>
      )}
    </PageSection>
  );
}
