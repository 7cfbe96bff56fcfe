import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { MedicalService } from '@mk/contracts';
import { useGetServiceQuery, useUpdateServiceMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { RecordHistoryButton } from '@mk/module-kit';
import { EntityUpdatePage, useEntityRecord, useNotify, useSave } from '@mk/ui';
import { serviceArea, servicePaths } from '../service-paths';
import { serviceName, useLocale } from '../service-text';
import { ServiceForm } from '../service-form/service-form';
import { SERVICE_FIELD_LABELS, SERVICE_VALUE_LABELS } from '../service-form/service-field-labels';
import { valuesFromService, type ServiceFormValues } from '../service-form/service-form.values';
import { servicePayload } from '../service-form/service-payload';

/**
 * Update a service (spec 3 section 2: type, names, price; it stays with its center): prefilled from
 * the row the list passes, or read by id; then back to the list of its center. Services have no
 * profile, so this page has the service's History (issue 29): who created, changed, removed or
 * restored it, in a drawer (a form page has no tabs; the drawer's code loads when first opened).
 */
export default function ServiceUpdatePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const entity = useEntityRecord<MedicalService>({ id, useQuery: useGetServiceQuery, stateKey: 'service', idOf: (service) => service.sys_id });
  const [updateService] = useUpdateServiceMutation();
  const describeError = (error: unknown) => apiErrorText(intl, error);
  const save = useSave((values: ServiceFormValues) => updateService({ id, changes: servicePayload(values) }).unwrap(), {
    success: intl.formatMessage({ id: 'services.update.updated' }),
    then: () => navigate(servicePaths.list(entity.record?.center_id)),
    failed: (error) => notify.error(describeError(error)),
  });

  return (
    <EntityUpdatePage messages="services.update" entity={entity} area={serviceArea} describeError={describeError}>
      {(record) => (
        <>
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 12 }}>
            <RecordHistoryButton
              type="default"
              entityType="medical_service"
              id={record.sys_id}
              label={intl.formatMessage({ id: 'services.update.history.label' }, { name: serviceName(record, locale) })}
              title={intl.formatMessage({ id: 'services.update.history.title' }, { name: serviceName(record, locale) })}
              fieldLabels={SERVICE_FIELD_LABELS}
              valueLabels={SERVICE_VALUE_LABELS}
            />
          </div>
          <ServiceForm key={record.sys_id} initialValues={valuesFromService(record)} submitLabel={intl.formatMessage({ id: 'services.update.submit' })} onSubmit={save} />
        </>
      )}
    </EntityUpdatePage>
  );
}
