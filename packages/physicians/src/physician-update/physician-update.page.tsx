import { Alert, Button, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, physicianUpdateSchema, type MessageDescriptor } from '@mk/validators';
import { errorMessage, useGetPhysicianQuery, useUpdatePhysicianMutation } from '@mk/api';
import { PageSection, useNotify } from '@mk/ui';
import { physicianPaths } from '../physician-paths';
import { physicianName, useLocale } from '../physician-text';
import { defaultPhysicianAvatar } from '../physician-form/default-avatar';
import { PhysicianForm } from '../physician-form/physician-form';
import { valuesFromPhysician, type PhysicianFormValues } from '../physician-form/physician-form.values';
import { updatePayload } from '../physician-form/physician-payload';
import { useClinicChoice } from '../physician-form/use-clinic-choice';
import type { FieldErrors } from '@mk/validators';

/**
 * Spec 1 section 8: a missing phone with app access reads 'Must provide phone number if app access
 * is checked'; any other miss 'Ensure all fields are filled out correctly'.
 */
function updateSummary(errors: FieldErrors): MessageDescriptor {
  return errors.phone?.id === MESSAGES.physicianPhoneRequired.id ? errors.phone : MESSAGES.incomplete;
}

/**
 * 'Update Physician Information' (spec 1 section 2): prefilled from `GET doctor-read/{id}`;
 * a refusal shows the server's words; success opens the profile.
 */
export default function PhysicianUpdatePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const { token } = theme.useToken();
  const id = useParams().id ?? '';
  // Always asked again: the form must start from the stored physician, not a list's copy.
  const physician = useGetPhysicianQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const stored = physician.data;
  const clinics = useClinicChoice(stored?.clinic && { sys_id: stored.clinic_id, ...stored.clinic });
  const [updatePhysician] = useUpdatePhysicianMutation();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `physicians.update.${key}` }, values);
  // Formik reads its initial values once (the form is keyed by the physician), so a refetch after saving resets nothing.
  const initialValues = useMemo(() => (stored ? valuesFromPhysician(stored) : undefined), [stored]);

  const submit = async (values: PhysicianFormValues) => {
    const changes = updatePayload(values, defaultPhysicianAvatar(token.colorPrimary, token.colorPrimaryBg));
    try {
      await updatePhysician({ id, changes }).unwrap();
    } catch (error) {
      notify.error(errorMessage(error));
      return;
    }
    notify.success(t('updated'));
    navigate(physicianPaths.profile(id));
  };

  const breadcrumb = [
    { label: intl.formatMessage({ id: 'physicians.list.title' }), to: physicianPaths.list() },
    ...(stored ? [{ label: <bdi>{physicianName(stored, locale)}</bdi>, to: physicianPaths.profile(id) }] : []),
    { label: t('breadcrumb') },
  ];

  return (
    <PageSection title={t('title')} breadcrumb={breadcrumb}>
      {!initialValues && physician.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {!initialValues && physician.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('loadFailed')}
          description={errorMessage(physician.error)}
          action={<Button onClick={() => void physician.refetch()}>{intl.formatMessage({ id: 'ui.common.retry' })}</Button>}
        />
      )}
      {stored && initialValues && (
        <PhysicianForm
          key={stored.sys_id}
          schema={physicianUpdateSchema}
          initialValues={initialValues}
          clinics={clinics}
          password={initialValues.app_access ? 'hidden' : 'optional'}
          summary={updateSummary}
          submitLabel={t('submit')}
          onSubmit={submit}
        />
      )}
    </PageSection>
  );
}
