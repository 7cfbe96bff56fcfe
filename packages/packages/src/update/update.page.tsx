import { Alert } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { ListedPackage } from '@mk/contracts';
import { useGetPackageQuery, useUpdatePackageMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { EntityUpdatePage, useEntityRecord, useUpdate } from '@mk/ui';
import { packageArea } from '../package-paths';
import { packageLoadError } from '../package-text';
import { PackageForm } from '../form/package-form';
import { updatePayload, valuesFromPackage, type PackageFormValues } from '../form/package-form.values';

/**
 * Update a package (spec 3 sections 2 and 4): the create form without owner and center type,
 * prefilled from the navigation state or fetched ('Package Not Found'); success goes to the details.
 */
export default function PackageUpdatePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const entity = useEntityRecord<ListedPackage>({ id, useQuery: useGetPackageQuery, stateKey: 'package', idOf: (pkg) => pkg.sys_id });
  const [updatePackage] = useUpdatePackageMutation();
  // A refusal shows in a banner as well as the danger notice (spec 3 section 8); the form stays as typed.
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdate({
    messages: 'packages.update',
    area: packageArea,
    id,
    update: async (values: PackageFormValues) => {
      setFailure(null);
      try {
        return await updatePackage({ id, changes: updatePayload(values) }).unwrap();
      } catch (error) {
        setFailure(apiErrorText(intl, error));
        throw error;
      }
    },
    describeError: (error) => apiErrorText(intl, error),
  });
  return (
    <EntityUpdatePage messages="packages.update" entity={entity} area={packageArea} describeError={(error) => packageLoadError(intl, error)}>
      {(record) => (
        <>
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBlockEnd: 16 }} />}
          <PackageForm key={record.sys_id} mode="update" initialValues={valuesFromPackage(record)} submitLabel={intl.formatMessage({ id: 'packages.update.submit' })} onSubmit={save} />
        </>
      )}
    </EntityUpdatePage>
  );
}
