import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Pharmacy } from '@mk/contracts';
import { useGetPharmacyQuery, useUpdatePharmacyMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityUpdatePage, useEntityRecord, useUpdate } from '@mk/ui';
import { pharmacyArea } from '../pharmacy-paths';
import { PharmacyForm } from '../pharmacy-form/pharmacy-form';
import { valuesFromPharmacy, type PharmacyFormValues } from '../pharmacy-form/pharmacy-form.values';
import { updatePayload } from '../pharmacy-form/pharmacy-payload';

/**
 * Update a pharmacy (spec 2 section 2): prefilled from the navigation state the list and profile
 * pass, or fetched by id; checked with the register rules (docs/deviations.md); the server's
 * message on a refusal; then the profile.
 */
export default function PharmacyUpdatePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const entity = useEntityRecord<Pharmacy>({ id, useQuery: useGetPharmacyQuery, stateKey: 'pharmacy', idOf: (pharmacy) => pharmacy.sys_id });
  const [updatePharmacy] = useUpdatePharmacyMutation();
  const save = useUpdate({
    messages: 'pharmacies.update',
    area: pharmacyArea,
    id,
    update: (values: PharmacyFormValues) => updatePharmacy({ id, changes: updatePayload(values) }).unwrap(),
    // Spec 2 section 8: the server's message as given (translated when it has a known code).
    describeError: (error) => apiErrorText(intl, error),
  });

  return (
    <EntityUpdatePage messages="pharmacies.update" entity={entity} area={pharmacyArea} describeError={(error) => apiErrorText(intl, error)}>
      {(record) => (
        <PharmacyForm
          key={record.sys_id}
          initialValues={valuesFromPharmacy(record)}
          submitLabel={intl.formatMessage({ id: 'pharmacies.update.submit' })}
          onSubmit={save}
        />
      )}
    </EntityUpdatePage>
  );
}
