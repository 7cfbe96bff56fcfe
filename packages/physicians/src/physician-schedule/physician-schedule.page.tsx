import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  errorMessage,
  useGetPhysicianQuery,
  useLazyGetOperatingHoursQuery,
  useResetOperatingHoursMutation,
  useSetOperatingHoursMutation,
} from '@mk/api';
import { physicianSlotMinutes } from '@mk/scheduling';
import { ScheduleEditor, ScheduleExceptions } from '@mk/scheduling/editor';
import { ErrorBanner, PageSection, useListCrumb } from '@mk/ui';
import { physicianArea } from '../physician-paths';
import { physicianName, useLocale } from '../physician-text';

/** The editor reports failures by `error.message`: an API rejection becomes an Error with the server's words. */
const withServerMessage = <T,>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(error instanceof Error ? error : new Error(errorMessage(error))));

/**
 * The physician's weekly schedule (spec 1 section 2): the shared editor, cutting slots by the
 * physician's consultation duration (capped at 60), saving HHMM periods; under it the physician's
 * days off and special hours (issue 30), whose additions list the appointments left outside.
 */
export default function PhysicianSchedulePage() {
  const intl = useIntl();
  const listCrumb = useListCrumb(physicianArea);
  const locale = useLocale();
  const id = useParams().id ?? '';
  const physician = useGetPhysicianQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [loadHours, loadedHours] = useLazyGetOperatingHoursQuery();
  const [setHours] = useSetOperatingHoursMutation();
  const [resetHours] = useResetOperatingHoursMutation();
  const t = (key: string) => intl.formatMessage({ id: `physicians.${key}` });
  const name = physician.data ? physicianName(physician.data, locale) : '';
  const slotMinutes = physician.data ? physicianSlotMinutes(physician.data.consultation_duration) : 0;

  return (
    <PageSection
      title={name || t('schedule.breadcrumb')}
      subtitle={t('schedule.subtitle')}
      loading={physician.isLoading}
      breadcrumb={[listCrumb, { label: t('schedule.breadcrumb') }]}
    >
      <ErrorBanner message={physician.error ? `${t('schedule.loadFailed')} ${errorMessage(physician.error)}` : null} />
      {physician.data && (
        <>
          <ScheduleEditor
            slotMinutes={slotMinutes}
            load={() => withServerMessage(loadHours(id, false).unwrap())}
            save={(periods) => withServerMessage(setHours({ physicianId: id, periods }).unwrap())}
            reset={() => withServerMessage(resetHours(id).unwrap())}
            messages={{ created: t('schedule.created'), reset: t('schedule.reset') }}
            resetNote={t('schedule.resetNote')}
          />
          <ScheduleExceptions owner="physician" ownerId={id} slotMinutes={slotMinutes} weeklySlots={loadedHours.data} />
        </>
      )}
    </PageSection>
  );
}
