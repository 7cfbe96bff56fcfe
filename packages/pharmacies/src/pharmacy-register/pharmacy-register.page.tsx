import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useCreatePharmacyMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { usePicChoice } from '@mk/module-kit';
import { refreshOwnedFacilities, selectUser, useAppDispatch } from '@mk/session';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { pharmacyArea } from '../pharmacy-paths';
import { PharmacyForm } from '../pharmacy-form/pharmacy-form';
import { emptyPharmacyValues, type PharmacyFormValues } from '../pharmacy-form/pharmacy-form.values';
import { createPayload } from '../pharmacy-form/pharmacy-payload';

/**
 * Register a pharmacy (spec 2 sections 2, 5, 6, 8): ADMIN picks the person in charge among the
 * administrators whose role is PIC ('NO PIC FOUND' when there is none); a PIC's pharmacy is their
 * own and they see no select. 'Pharmacy created successfully', then the list. The session then
 * reads the PIC's pharmacies again: their first one brings the Pharmacies and Orders entries.
 */
export default function PharmacyRegisterPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const pic = usePicChoice('pharmacies.form.fields.noPic');
  const dispatch = useAppDispatch();
  const [createPharmacy] = useCreatePharmacyMutation();
  const { save, failure } = useRegister({
    messages: 'pharmacies.register',
    area: pharmacyArea,
    // A PIC registers for themselves whatever the form holds (the server enforces it too).
    create: async (values: PharmacyFormValues) => {
      const created = await createPharmacy(createPayload({ ...values, pic_id: pic ? values.pic_id : (user?.sys_id ?? '') })).unwrap();
      await dispatch(refreshOwnedFacilities());
      return created;
    },
    describeError: (error) => apiErrorText(intl, error),
  });
  const choosing = pic !== undefined;
  const initialValues = useMemo(() => emptyPharmacyValues(choosing ? '' : (user?.sys_id ?? '')), [choosing, user?.sys_id]);

  return (
    <EntityRegisterPage messages="pharmacies.register" area={pharmacyArea} failure={failure}>
      <PharmacyForm initialValues={initialValues} pic={pic} submitLabel={intl.formatMessage({ id: 'pharmacies.register.submit' })} onSubmit={save} />
    </EntityRegisterPage>
  );
}
