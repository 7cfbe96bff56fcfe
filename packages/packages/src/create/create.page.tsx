import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCreatePackageMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityRegisterPage, useRegister } from '@mk/ui';
import { packageArea } from '../package-paths';
import { PackageForm } from '../form/package-form';
import { createPayload, emptyPackageValues, type PackageFormValues } from '../form/package-form.values';

/**
 * Create a package (spec 3 sections 2 and 4): 'Package created successfully', then the list; a
 * refusal stays on the page in a banner and a danger notice.
 */
export default function PackageCreatePage() {
  const intl = useIntl();
  const [createPackage] = useCreatePackageMutation();
  const { save, failure } = useRegister({
    messages: 'packages.create',
    area: packageArea,
    create: (values: PackageFormValues) => createPackage(createPayload(values)).unwrap(),
    describeError: (error) => apiErrorText(intl, error),
  });
  const initialValues = useMemo(() => emptyPackageValues(), []);
  return (
    <EntityRegisterPage messages="packages.create" area={packageArea} failure={failure}>
      <PackageForm mode="create" initialValues={initialValues} submitLabel={intl.formatMessage({ id: 'packages.create.submit' })} onSubmit={save} />
    </EntityRegisterPage>
  );
}
