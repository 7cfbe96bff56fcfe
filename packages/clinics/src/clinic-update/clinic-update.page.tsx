import { Alert, Button, Skeleton, theme } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Clinic } from '@mk/contracts';
import { clinicUpdateSchema } from '@mk/validators';
import { errorMessage, useGetClinicQuery, useUpdateClinicMutation } from '@mk/api';
import { PageSection, useNotify } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';
import { clinicName, useLocale } from '../clinic-text';
import { ClinicForm } from '../clinic-form/clinic-form';
import { valuesFromClinic, type ClinicFormValues } from '../clinic-form/clinic-form.values';
import { updatePayload } from '../clinic-form/clinic-payload';
import { initialsAvatarUrl } from '../clinic-form/initials-avatar';
import { isTransportError } from '../errors';

/** The update form neither shows nor sends the person in charge (spec 1 section 5). */
const updateSchema = clinicUpdateSchema.omit(['pic_id']);

/**
 * Update a clinic (spec 1 section 2): prefilled from the navigation state the list passes, or
 * fetched by id; names need more than 5 characters; then the profile.
 */
export default function ClinicUpdatePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const { token } = theme.useToken();
  const { id = '' } = useParams();
  const passed = (useLocation().state as { clinic?: Clinic } | null)?.clinic;
  const fromState = passed && passed.sys_id === id ? passed : undefined;
  const fetched = useGetClinicQuery(id, { skip: Boolean(fromState) });
  const clinic = fromState ?? fetched.data;
  const [updateClinic] = useUpdateClinicMutation();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `clinics.update.${key}` }, values);

  const submit = async (values: ClinicFormValues) => {
    if (!clinic) return;
    const changes = updatePayload({ ...clinic, ...values }, initialsAvatarUrl(values.registered_clinic_name, token.colorPrimary));
    try {
      await updateClinic({ id, changes }).unwrap();
    } catch (error) {
      const message = errorMessage(error);
      notify.error(isTransportError(error) ? t('transportError', { message }) : message);
      return;
    }
    notify.success(t('updated'));
    navigate(clinicPaths.profile(id));
  };

  const breadcrumb = [
    { label: intl.formatMessage({ id: 'clinics.common.clinics' }), to: clinicPaths.list() },
    ...(clinic ? [{ label: <bdi>{clinicName(clinic, locale)}</bdi>, to: clinicPaths.profile(id) }] : []),
    { label: t('breadcrumb') },
  ];

  return (
    <PageSection title={t('title')} breadcrumb={breadcrumb}>
      {!clinic && fetched.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {!clinic && fetched.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('loadFailed')}
          description={errorMessage(fetched.error)}
          action={<Button onClick={() => void fetched.refetch()}>{intl.formatMessage({ id: 'ui.common.retry' })}</Button>}
        />
      )}
      {clinic && (
        <ClinicForm
          key={clinic.sys_id}
          schema={updateSchema}
          initialValues={valuesFromClinic(clinic)}
          logoRequired={false}
          submitLabel={t('submit')}
          onSubmit={submit}
        />
      )}
    </PageSection>
  );
}
