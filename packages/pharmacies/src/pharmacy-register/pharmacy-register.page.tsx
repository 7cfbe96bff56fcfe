import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useCreatePharmacyMutation, useGetAdministratorsQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { pharmacyArea } from '../pharmacy-paths';
import { PharmacyForm, type PicChoice } from '../pharmacy-form/pharmacy-form';
import { emptyPharmacyValues, type PharmacyFormValues } from '../pharmacy-form/pharmacy-form.values';
import { createPayload } from '../pharmacy-form/pharmacy-payload';

/** Its value can never be an administrator's id, so choosing it is impossible. */
const NO_PIC = '__no_pic__';

/**
 * Register a pharmacy (spec 2 sections 2, 5, 6, 8): ADMIN picks the person in charge among the
 * administrators whose role is PIC ('NO PIC FOUND' when there is none); a PIC's pharmacy is their
 * own and they see no select. 'Pharmacy created successfully', then the list.
 */
export default function PharmacyRegisterPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const administrators = useGetAdministratorsQuery(undefined, { skip: !admin });
  const [createPharmacy] = useCreatePharmacyMutation();
  const { save, failure } = useRegister({
    messages: 'pharmacies.register',
    area: pharmacyArea,
    // A PIC registers for themselves whatever the form holds (the server enforces it too).
    create: (values: PharmacyFormValues) => createPharmacy(createPayload({ ...values, pic_id: admin ? values.pic_id : (user?.sys_id ?? '') })).unwrap(),
    describeError: (error) => apiErrorText(intl, error),
  });

  const initialValues = useMemo(() => emptyPharmacyValues(admin ? '' : (user?.sys_id ?? '')), [admin, user?.sys_id]);
  const pics = (administrators.data?.rows ?? []).filter((candidate) => candidate.role === 'PIC');
  const pic: PicChoice | undefined = admin
    ? {
        loading: administrators.isLoading,
        options:
          pics.length > 0 || administrators.isLoading
            ? pics.map((candidate) => ({ value: candidate.sys_id, label: `${candidate.name} (${candidate.email})` }))
            : [{ value: NO_PIC, label: intl.formatMessage({ id: 'pharmacies.form.fields.noPic' }), disabled: true }],
      }
    : undefined;

  return (
    <EntityRegisterPage messages="pharmacies.register" area={pharmacyArea} failure={failure}>
      <PharmacyForm initialValues={initialValues} pic={pic} submitLabel={intl.formatMessage({ id: 'pharmacies.register.submit' })} onSubmit={save} />
    </EntityRegisterPage>
  );
}
