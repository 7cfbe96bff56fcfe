import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { Procedure } from '@mk/contracts';
import { useGetProcedureQuery, useUpdateProcedureMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityUpdatePage, useEntityRecord, useUpdate } from '@mk/ui';
import { procedureArea } from '../procedure-paths';
import { ProcedureForm, procedurePayload, type ProcedureFormValues } from '../procedure-form/procedure-form';

/**
 * Update a procedure (the spec does not show it; ours, `PATCH criteria-write/{id}`): prefilled from
 * the row the list passes, or found by id; 'Procedure updated successfully', then the list.
 */
export default function ProcedureUpdatePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const entity = useEntityRecord<Procedure>({ id, useQuery: useGetProcedureQuery, stateKey: 'procedure', idOf: (procedure) => procedure.sys_id });
  const [updateProcedure] = useUpdateProcedureMutation();
  const describeError = (error: unknown) => apiErrorText(intl, error);
  const save = useUpdate({
    messages: 'procedures.update',
    area: procedureArea,
    id,
    update: (values: ProcedureFormValues) => updateProcedure({ id, changes: procedurePayload(values) }).unwrap(),
    describeError,
  });

  return (
    <EntityUpdatePage messages="procedures.update" entity={entity} area={procedureArea} describeError={describeError}>
      {({ sys_id, name, arabic_name, criteria }) => (
        <ProcedureForm key={sys_id} initialValues={{ name, arabic_name, criteria }} submitLabel={intl.formatMessage({ id: 'procedures.update.submit' })} onSubmit={save} />
      )}
    </EntityUpdatePage>
  );
}
