import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { MESSAGES, physicianUpdateSchema, type FieldErrors, type MessageDescriptor } from '@mk/validators';
import { errorMessage, useGetPhysicianQuery, useUpdatePhysicianMutation, type ListedPhysician } from '@mk/api';
import { EntityUpdatePage, useEntityRecord, useUpdate } from '@mk/ui';
import { physicianArea } from '../physician-paths';
import { defaultPhysicianAvatar } from '../physician-form/default-avatar';
import { PhysicianForm } from '../physician-form/physician-form';
import { valuesFromPhysician, type PhysicianFormValues } from '../physician-form/physician-form.values';
import { updatePayload } from '../physician-form/physician-payload';
import { useClinicChoice } from '../physician-form/use-clinic-choice';

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
  const { token } = theme.useToken();
  const id = useParams().id ?? '';
  // Always asked again (no navigation state): the form must start from the stored physician, not a list's copy.
  const entity = useEntityRecord<ListedPhysician>({ id, useQuery: useGetPhysicianQuery, fresh: true });
  const stored = entity.record;
  const clinics = useClinicChoice(stored?.clinic && { sys_id: stored.clinic_id, ...stored.clinic });
  const [updatePhysician] = useUpdatePhysicianMutation();
  const t = (key: string) => intl.formatMessage({ id: `physicians.update.${key}` });

  const save = useUpdate({
    messages: 'physicians.update',
    area: physicianArea,
    id,
    update: (values: PhysicianFormValues) =>
      updatePhysician({ id, changes: updatePayload(values, defaultPhysicianAvatar(token.colorPrimary, token.colorPrimaryBg)) }).unwrap(),
    describeError: errorMessage,
  });

  return (
    <EntityUpdatePage
      messages="physicians.update"
      entity={entity}
      area={physicianArea}
      describeError={errorMessage}
    >
      {(physician) => {
        // Formik reads its initial values once (the form is keyed by the physician), so a refetch after saving resets nothing.
        const initialValues = valuesFromPhysician(physician);
        return (
          <PhysicianForm
            key={physician.sys_id}
            schema={physicianUpdateSchema}
            initialValues={initialValues}
            clinics={clinics}
            password={initialValues.app_access ? 'hidden' : 'optional'}
            summary={updateSummary}
            submitLabel={t('submit')}
            onSubmit={save}
          />
        );
      }}
    </EntityUpdatePage>
  );
}
