import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Center } from '@mk/contracts';
import { useGetCenterQuery, useUpdateCenterMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityUpdatePage, useEntityRecord, useUpdate } from '@mk/ui';
import { centerArea } from '../center-paths';
import { CenterForm } from '../center-form/center-form';
import { valuesFromCenter, type CenterFormValues } from '../center-form/center-form.values';
import { updatePayload } from '../center-form/center-payload';

/**
 * Update a center (spec 3 sections 2 and 5): prefilled from the navigation state the list and
 * profile pass, or fetched by id; the register rules without the logo rule; then the profile.
 */
export default function CenterUpdatePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const entity = useEntityRecord<Center>({ id, useQuery: useGetCenterQuery, stateKey: 'center', idOf: (center) => center.sys_id });
  const [updateCenter] = useUpdateCenterMutation();
  const save = useUpdate({
    messages: 'centers.update',
    area: centerArea,
    id,
    update: (values: CenterFormValues) => updateCenter({ id, changes: updatePayload(values) }).unwrap(),
    describeError: (error) => apiErrorText(intl, error),
  });

  return (
    <EntityUpdatePage messages="centers.update" entity={entity} area={centerArea} describeError={(error) => apiErrorText(intl, error)}>
      {(record) => (
        <CenterForm
          key={record.sys_id}
          mode="update"
          initialValues={valuesFromCenter(record)}
          submitLabel={intl.formatMessage({ id: 'centers.update.submit' })}
          onSubmit={save}
        />
      )}
    </EntityUpdatePage>
  );
}
