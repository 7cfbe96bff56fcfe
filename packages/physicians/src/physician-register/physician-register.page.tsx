import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { MESSAGES, physicianCreateSchema } from '@mk/validators';
import { errorMessage, useCreatePhysicianMutation } from '@mk/api';
import { selectUser } from '@mk/session';
import { EntityPage, useNotify, useSave } from '@mk/ui';
import { physicianPaths } from '../physician-paths';
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
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useSelector(selectUser);
  const clinics = useClinicChoice();
  const [createPhysician] = useCreatePhysicianMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `physicians.register.${id}` }, values);

  // A PIC in charge of one clinic has nothing to choose.
  const ownClinics = user?.role === 'ADMIN' ? [] : (user?.clinics ?? []);
  const onlyClinic = ownClinics.length === 1 ? ownClinics[0].sys_id : '';
  const initialValues = useMemo(() => emptyPhysicianValues(onlyClinic), [onlyClinic]);

  const save = useSave(
    (values: PhysicianFormValues) => {
      setFailure(null);
      return createPhysician(createPayload(values)).unwrap();
    },
    {
      success: t('created'),
      then: () => navigate(physicianPaths.list()),
      failed: (error) => {
        const message = errorMessage(error);
        setFailure(message);
        notify.error(t('failed', { message }));
      },
    },
  );

  return (
    <EntityPage
      title={t('title')}
      breadcrumb={[{ label: intl.formatMessage({ id: 'physicians.list.title' }), to: physicianPaths.list() }, { label: t('breadcrumb') }]}
      failure={failure}
    >
      <PhysicianForm
        schema={physicianCreateSchema}
        initialValues={initialValues}
        clinics={clinics}
        password="required"
        summary={registerSummary}
        submitLabel={t('submit')}
        onSubmit={save}
      />
    </EntityPage>
  );
}
