import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorMessage, useGetPackageQuery, useLazyGetPackageTimesQuery, useResetPackageTimesMutation, useSetPackageTimesMutation } from '@mk/api';
import { SLOT_MINUTES } from '@mk/scheduling';
import { ScheduleEditor, ScheduleExceptions } from '@mk/scheduling/editor';
import { LoadFailed, PageSection, useListCrumb, useRecordCrumb } from '@mk/ui';
import { MESSAGES } from '@mk/validators';
import { packageArea } from '../package-paths';
import { packageLoadError, packageTitle, useLocale } from '../package-text';

/** The editor reports failures by `error.message`: an API rejection becomes an Error with the server's words. */
const withServerMessage = <T,>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(error instanceof Error ? error : new Error(errorMessage(error))));

/**
 * A package's weekly timetable (spec 3 section 2) on the shared schedule editor: half-hour slots,
 * periods sent as HH:MM, 'Error invalid time', 'Package schedule created successfully',
 * 'Package schedule successfully reset', and the note that a reset package leaves the app until
 * new time slots are added; under it the package's days off and special hours (issue 30).
 */
export default function PackageSchedulePage() {
  const intl = useIntl();
  const locale = useLocale();
  const listCrumb = useListCrumb(packageArea);
  const recordCrumb = useRecordCrumb(packageArea);
  const id = useParams().id ?? '';
  const pkg = useGetPackageQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [loadTimes, loadedTimes] = useLazyGetPackageTimesQuery();
  const [setTimes] = useSetPackageTimesMutation();
  const [resetTimes] = useResetPackageTimesMutation();
  const t = (key: string) => intl.formatMessage({ id: `packages.schedule.${key}` });

  return (
    <PageSection
      title={pkg.data ? <bdi>{packageTitle(pkg.data, locale)}</bdi> : t('breadcrumb')}
      subtitle={t('subtitle')}
      loading={pkg.isLoading}
      breadcrumb={[listCrumb, ...(pkg.data ? [recordCrumb(pkg.data)] : []), { label: t('breadcrumb') }]}
    >
      {pkg.error && !pkg.data && <LoadFailed title={packageLoadError(intl, pkg.error)} onRetry={pkg.refetch} />}
      {pkg.data && (
        <ScheduleEditor
          slotMinutes={SLOT_MINUTES.package}
          payloadTimeFormat="HH:MM"
          load={() => withServerMessage(loadTimes(id, false).unwrap())}
          save={(periods) => withServerMessage(setTimes({ packageId: id, periods }).unwrap())}
          reset={() => withServerMessage(resetTimes(id).unwrap())}
          messages={{ created: t('created'), reset: t('reset') }}
          resetNote={t('resetNote')}
          invalidTime={MESSAGES.periodInvalidTime}
        />
      )}
      {pkg.data && <ScheduleExceptions owner="package" ownerId={id} slotMinutes={SLOT_MINUTES.package} weeklySlots={loadedTimes.data} />}
    </PageSection>
  );
}
