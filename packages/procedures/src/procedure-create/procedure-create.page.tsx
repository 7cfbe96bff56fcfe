import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCreateProcedureMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { procedureArea } from '../procedure-paths';
import { emptyProcedureValues, ProcedureForm, procedurePayload, type ProcedureFormValues } from '../procedure-form/procedure-form';

/** Create a procedure (spec 3 sections 2 and 8): 'Procedure created successfully' and the list, or 'Error creating procedure' with the reason. */
export default function ProcedureCreatePage() {
  const intl = useIntl();
  const [createProcedure] = useCreateProcedureMutation();
  const { save, failure } = useRegister({
    messages: 'procedures.create',
    area: procedureArea,
    create: (values: ProcedureFormValues) => createProcedure(procedurePayload(values)).unwrap(),
    describeError: (error) => apiErrorText(intl, error),
  });
  const initialValues = useMemo(emptyProcedureValues, []);

  return (
    <EntityRegisterPage messages="procedures.create" area={procedureArea} failure={failure}>
      <ProcedureForm initialValues={initialValues} submitLabel={intl.formatMessage({ id: 'procedures.create.submit' })} onSubmit={save} />
    </EntityRegisterPage>
  );
}
