import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Clinic } from '@mk/contracts';
import { clinicUpdateSchema } from '@mk/validators';
import { errorMessage, useGetClinicQuery, useUpdateClinicMutation } from '@mk/api';
import { EntityUpdatePage, useEntityRecord, useUpdate } from '@mk/ui';
import { clinicArea } from '../clinic-paths';
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
  const { token } = theme.useToken();
  const { id = '' } = useParams();
  const entity = useEntityRecord<Clinic>({ id, useQuery: useGetClinicQuery, stateKey: 'clinic', idOf: (clinic) => clinic.sys_id });
  const clinic = entity.record;
  const [updateClinic] = useUpdateClinicMutation();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `clinics.update.${key}` }, values);

  const save = useUpdate({
    messages: 'clinics.update',
    area: clinicArea,
    id,
    update: (values: ClinicFormValues) =>
      updateClinic({ id, changes: updatePayload({ ...clinic, ...values }, initialsAvatarUrl(values.registered_clinic_name, token.colorPrimary)) }).unwrap(),
    describeError: (error) => {
      const message = errorMessage(error);
      return isTransportError(error) ? t('transportError', { message }) : message;
    },
  });

  return (
    <EntityUpdatePage
      messages="clinics.update"
      entity={entity}
      area={clinicArea}
      describeError={errorMessage}
    >
      {(record) => (
        <ClinicForm
          key={record.sys_id}
          schema={updateSchema}
          initialValues={valuesFromClinic(record)}
          logoRequired={false}
          submitLabel={t('submit')}
          onSubmit={save}
        />
      )}
    </EntityUpdatePage>
  );
}
