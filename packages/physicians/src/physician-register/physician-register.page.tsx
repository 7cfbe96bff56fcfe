import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { MESSAGES, physicianCreateSchema } from '@mk/validators';
import { errorMessage, useCreatePhysicianMutation } from '@mk/api';
import { selectUser } from '@mk/session';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { physicianArea } from '../physician-paths';
import { PhysicianForm } from '../physician-form/physician-form';
import { emptyPhysicianValues, type PhysicianFormValues } from '../physician-form/physician-form.values';
import { createPayload } from '../physician-form/physician-payload';
import { useClinicChoice } from '../physician-form/use-clinic-choice';

/** On register every miss reads 'Please fill all required fields' (spec 1 section 8). */
const registerSummary = () => MESSAGES.required;

/**
 * Register a physician (spec 1 sections 2, 5, 8): 'Create New Physician'; success says 'Physician
 * Created Successfully' and opens the list; a refusal shows the server's words in the page and
 * as an 'ERROR:' notification.
 */
export default function PhysicianRegisterPage() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const clinics = useClinicChoice();
  const [createPhysician] = useCreatePhysicianMutation();
  const { save, failure } = useRegister({
    messages: 'physicians.register',
    area: physicianArea,
    create: (values: PhysicianFormValues) => createPhysician(createPayload(values)).unwrap(),
    describeError: errorMessage,
  });
  const t = (id: string) => intl.formatMessage({ id: `physicians.register.${id}` });

  // A PIC in charge of one clinic has nothing to choose.
  const ownClinics = user?.role === 'ADMIN' ? [] : (user?.clinics ?? []);
  const onlyClinic = ownClinics.length === 1 ? ownClinics[0].sys_id : '';
  const initialValues = useMemo(() => emptyPhysicianValues(onlyClinic), [onlyClinic]);

  return (
    <EntityRegisterPage messages="physicians.register" area={physicianArea} failure={failure}>
      <PhysicianForm
        schema={physicianCreateSchema}
        initialValues={initialValues}
        clinics={clinics}
        password="required"
        summary={registerSummary}
        submitLabel={t('submit')}
        onSubmit={save}
      />
    </EntityRegisterPage>
  );
}
