import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCreateServiceMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { serviceArea, servicePaths } from '../service-paths';
import { useServiceCenters } from '../service-centers';
import { centerName, useLocale } from '../service-text';
import { ServiceForm } from '../service-form/service-form';
import { emptyServiceValues, type ServiceFormValues } from '../service-form/service-form.values';
import { createPayload } from '../service-form/service-payload';

/**
 * Create a service (spec 3 section 2): for one or several of the user's centers at once (ADMIN:
 * any center; a PIC: their own), all or nothing on the server. Then the list of the center the
 * user came from (`?center=`, chosen from the start), or of the first center chosen: it once opened
 * the user's first center whatever they had been looking at.
 */
export default function ServiceCreatePage() {
  const intl = useIntl();
  const locale = useLocale();
  const centers = useServiceCenters();
  const cameFrom = useSearchParams()[0].get('center') ?? '';
  const [createService] = useCreateServiceMutation();
  const { save, failure } = useRegister({
    messages: 'services.create',
    area: serviceArea,
    create: (values: ServiceFormValues) => createService(createPayload(values)).unwrap(),
    describeError: (error) => apiErrorText(intl, error),
    next: (values: ServiceFormValues) => servicePaths.list(values.center_ids.includes(cameFrom) ? cameFrom : values.center_ids[0]),
  });
  const choice = useMemo(
    () => ({ options: (centers.data?.rows ?? []).map((center) => ({ value: center.sys_id, label: centerName(center, locale) })), loading: centers.isLoading }),
    [centers.data, centers.isLoading, locale],
  );
  const initialValues = useMemo(() => ({ ...emptyServiceValues(), center_ids: cameFrom ? [cameFrom] : [] }), [cameFrom]);

  return (
    <EntityRegisterPage messages="services.create" area={serviceArea} failure={failure}>
      <ServiceForm initialValues={initialValues} centers={choice} submitLabel={intl.formatMessage({ id: 'services.create.submit' })} onSubmit={save} />
    </EntityRegisterPage>
  );
}
