import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useCreateCenterMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { usePicChoice } from '@mk/module-kit';
import { refreshOwnedFacilities, selectUser, useAppDispatch } from '@mk/session';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { centerArea } from '../center-paths';
import { CenterForm } from '../center-form/center-form';
import { emptyCenterValues, type CenterFormValues } from '../center-form/center-form.values';
import { createPayload } from '../center-form/center-payload';

/**
 * Register a center (spec 3 sections 2, 5, 6): ADMIN picks the person in charge among the
 * administrators whose role is PIC. 'Center Created Successfully', then the list; a refusal is
 * shown in the page and as an error notice. The session then reads the owner's centers again.
 */
export default function CenterRegisterPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const pic = usePicChoice('centers.form.fields.noPic');
  const dispatch = useAppDispatch();
  const [createCenter] = useCreateCenterMutation();
  const { save, failure } = useRegister({
    messages: 'centers.register',
    area: centerArea,
    // Without the select the center is the user's own (the server allows ADMIN only anyway).
    create: async (values: CenterFormValues) => {
      const created = await createCenter(createPayload({ ...values, pic_id: pic ? values.pic_id : (user?.sys_id ?? '') })).unwrap();
      await dispatch(refreshOwnedFacilities());
      return created;
    },
    describeError: (error) => apiErrorText(intl, error),
  });
  const choosing = pic !== undefined;
  const initialValues = useMemo(() => emptyCenterValues(choosing ? '' : (user?.sys_id ?? '')), [choosing, user?.sys_id]);

  return (
    <EntityRegisterPage messages="centers.register" area={centerArea} failure={failure}>
      <CenterForm mode="register" initialValues={initialValues} pic={pic} submitLabel={intl.formatMessage({ id: 'centers.register.submit' })} onSubmit={save} />
    </EntityRegisterPage>
  );
}
