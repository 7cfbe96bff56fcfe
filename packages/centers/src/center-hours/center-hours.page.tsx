import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorMessage, useGetCenterQuery, useLazyGetCenterHoursQuery, useResetCenterHoursMutation, useSetCenterHoursMutation } from '@mk/api';
import { SLOT_MINUTES } from '@mk/scheduling';
import { ScheduleEditor, ScheduleExceptions } from '@mk/scheduling/editor';
import { ErrorBanner, PageSection, useListCrumb } from '@mk/ui';
import { MESSAGES } from '@mk/validators';
import { centerArea } from '../center-paths';
import { centerName, useLocale } from '../center-text';

/** The editor reports failures by `error.message`: an API rejection becomes an Error with the server's words. */
const withServerMessage = <T,>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(error instanceof Error ? error : new Error(errorMessage(error))));

/**
 * A center's operating hours (spec 3 section 2) on the shared schedule editor: hourly slots,
 * periods sent as HH:mm, 'Operating hours successfully set' and 'Operating hours reset successfully',
 * 'Error: invalid time' for a period that does not end after it starts, and the note that a
 * reset center leaves the app until new slots are added; under it the center's days off and
 * special hours (issue 30).
 */
export default function CenterHoursPage() {
  const intl = useIntl();
  const listCrumb = useListCrumb(centerArea);
  const locale = useLocale();
  const id = useParams().id ?? '';
  const center = useGetCenterQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [loadHours, loadedHours] = useLazyGetCenterHoursQuery();
  const [setHours] = useSetCenterHoursMutation();
  const [resetHours] = useResetCenterHoursMutation();
  const t = (key: string) => intl.formatMessage({ id: `centers.hours.${key}` });
  const name = center.data ? centerName(center.data, locale) : '';

  return (
    <PageSection
      title={name ? <bdi>{name}</bdi> : t('breadcrumb')}
      subtitle={t('subtitle')}
      loading={center.isLoading}
      breadcrumb={[listCrumb, { label: t('breadcrumb') }]}
    >
      <ErrorBanner message={center.error ? `${t('loadFailed')} ${errorMessage(center.error)}` : null} />
      {center.data && (
        <ScheduleEditor
          slotMinutes={SLOT_MINUTES.center}
          payloadTimeFormat="HH:MM"
          load={() => withServerMessage(loadHours(id, false).unwrap())}
          save={(periods) => withServerMessage(setHours({ centerId: id, periods }).unwrap())}
          reset={() => withServerMessage(resetHours(id).unwrap())}
          messages={{ created: t('created'), reset: t('reset') }}
          resetNote={t('resetNote')}
          invalidTime={MESSAGES.centerPeriodInvalidTime}
        />
      )}
      {center.data && <ScheduleExceptions owner="center" ownerId={id} slotMinutes={SLOT_MINUTES.center} weeklySlots={loadedHours.data} />}
    </PageSection>
  );
}
