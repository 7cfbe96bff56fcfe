import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { clinicCreateSchema } from '@mk/validators';
import { errorMessage, useCreateClinicMutation } from '@mk/api';
import { usePicChoice } from '@mk/module-kit';
import { refreshOwnedFacilities, selectUser, useAppDispatch } from '@mk/session';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { clinicArea } from '../clinic-paths';
import { ClinicForm } from '../clinic-form/clinic-form';
import { emptyClinicValues, type ClinicFormValues } from '../clinic-form/clinic-form.values';
import { createPayload } from '../clinic-form/clinic-payload';
import { isTransportError } from '../errors';

/**
 * Register a clinic (spec 1 sections 2, 5, 6, 8). ADMIN chooses the person in charge among the
 * administrators with role PIC; a PIC's clinic is their own. The session then reads the PIC's
 * clinics again: their first one brings the Clinics entry.
 */
export default function ClinicRegisterPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const pic = usePicChoice('clinics.form.fields.noPic');
  const dispatch = useAppDispatch();
  const [createClinic] = useCreateClinicMutation();
  const { save, failure } = useRegister({
    messages: 'clinics.register',
    area: clinicArea,
    // A PIC registers for themselves whatever the form holds (the server enforces it too).
    create: async (values: ClinicFormValues) => {
      const created = await createClinic(createPayload({ ...values, pic_id: admin ? values.pic_id : user?.sys_id })).unwrap();
      await dispatch(refreshOwnedFacilities());
      return created;
    },
    describeError: errorMessage,
    // A transport failure is told in the page only.
    notifyRefusal: (error: unknown) => !isTransportError(error),
  });
  const t = (id: string) => intl.formatMessage({ id: `clinics.register.${id}` });

  const initialValues = useMemo(() => emptyClinicValues(admin ? '' : (user?.sys_id ?? '')), [admin, user?.sys_id]);

  return (
    <EntityRegisterPage messages="clinics.register" area={clinicArea} failure={failure}>
      <ClinicForm schema={clinicCreateSchema} initialValues={initialValues} pic={pic} logoRequired submitLabel={t('submit')} onSubmit={save} />
    </EntityRegisterPage>
  );
}
