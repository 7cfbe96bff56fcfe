import { Alert, Empty, Spin } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import type { AppointmentTile } from '@mk/contracts';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { useGetClinicAppointmentsQuery } from '@mk/api';
import { todayIn } from '@mk/scheduling';
import { selectUser } from '@mk/session';
import { LoadFailed, PageSection } from '@mk/ui';
import { appointmentPaths } from '../appointment-paths';
import { CancelAppointmentDialog, type CancelTarget } from '../shared/cancel-appointment.dialog';
import { useNow } from '../shared/clock';
import { DayCalendar, type MonitorNow } from './day-calendar';
import { AppointmentExport } from './appointment-export';
import { MonitorLegend } from './monitor-legend';
import { monitorParams, readMonitorParams, type MonitorParams } from './monitor-params';
import { MonitorToolbar } from './monitor-toolbar';
import { useMonitoredClinic } from './use-monitored-clinic';

const NO_TILES: AppointmentTile[] = [];

/** The current hour and time (UTC, as appointment times are) when the monitored day is today. */
function nowOn(date: string, now: number): MonitorNow | undefined {
  if (date !== todayIn(now, 'UTC')) return undefined;
  const clock = new Date(now).toISOString().slice(11, 16);
  return { hour: Number(clock.slice(0, 2)), clock };
}

/**
 * The Appointment Monitor (spec 2 section 2): one clinic's appointments of one day, as tiles by
 * hour. The day and clinic live in the URL; the day is a UTC date, as appointment times are.
 */
export default function MonitorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  // Read again every minute, so the current hour's marker moves on by itself.
  const now = useNow(60_000);
  const [searchParams, setSearchParams] = useSearchParams();
  const { date, clinic: chosenClinic } = readMonitorParams(searchParams, todayIn(now, 'UTC'));
  const clinics = useMonitoredClinic(chosenClinic);
  const { clinic } = clinics;
  const day = useGetClinicAppointmentsQuery({ clinicId: clinic ?? '', day: date }, { skip: !clinic, refetchOnMountOrArgChange: true });
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  // Appointments leave the screen for ADMIN only (docs/security.md).
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const t = (id: string) => intl.formatMessage({ id: `appointments.monitor.${id}` });

  /** Select shows the chosen day and clinic; choosing what is already shown reloads it. */
  const select = (chosen: MonitorParams) => {
    if (chosen.date === date && chosen.clinic === clinic && clinic) void day.refetch();
    setSearchParams(monitorParams(chosen));
  };

  // The tiles are drawn in a deferred, interruptible render: they arrive from the store in a
  // synchronous one (issue 11, Total Blocking Time); the spinner stays until they are drawn.
  const tiles = useDeferredValue(day.data ?? NO_TILES);
  const drawing = tiles !== (day.data ?? NO_TILES);
  const marker = useMemo(() => nowOn(date, now), [date, now]);
  const noClinics = !clinics.loading && clinics.options.length === 0;

  return (
    <PageSection title={t('title')} subtitle={t('subtitle')} breadcrumb={[{ label: t('breadcrumb') }]}>
      <MonitorToolbar
        key={`${date}|${clinic ?? ''}`}
        applied={{ date, clinic }}
        clinics={clinics.options}
        clinicsLoading={clinics.loading}
        onSelect={select}
        onCreate={() => navigate(appointmentPaths.create())}
      />
      <MonitorLegend />
      {admin && clinic && <AppointmentExport key={`${clinic}|${date}`} clinicId={clinic} day={date} />}
      {clinics.unknownInUrl && <Alert type="warning" showIcon title={t('unknownClinic')} style={{ marginBlockEnd: 12 }} />}
      {clinics.error && <Alert type="error" showIcon role="alert" title={t('clinicsFailed')} description={clinics.error} />}
      {noClinics && !clinics.error && <Empty description={t('noClinics')} />}
      {day.error && <LoadFailed title={t('loadFailed')} error={day.error} onRetry={day.refetch} />}
      {clinic && !day.error && (
        <Spin spinning={day.isFetching || drawing} description={day.isFetching || drawing ? intl.formatMessage({ id: 'ui.common.loading' }) : undefined}>
          {day.data && !drawing && tiles.length === 0 ? (
            <Empty description={t('empty')} />
          ) : (
            <DayCalendar tiles={tiles} onCancel={setCancelling} now={marker} />
          )}
        </Spin>
      )}
      <CancelAppointmentDialog target={cancelling} onClose={() => setCancelling(null)} />
    </PageSection>
  );
}
