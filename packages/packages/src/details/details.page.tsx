import { ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { ListedPackage } from '@mk/contracts';
import { useDeletePackagesMutation, useGetPackageQuery } from '@mk/api';
import { formatDate } from '@mk/i18n';
import { DetailsAndHistory } from '@mk/module-kit';
import { DataSheets, IdCell, PageSection, RecordGate, useEntityRecord, useListCrumb, useRecordRemoval, useSheetRows } from '@mk/ui';
import { TagChips } from '@mk/tag-widgets';
import { PACKAGE_FIELD_LABELS } from '../form/package-field-labels';
import { packageArea, packagePaths } from '../package-paths';
import { centerTypeLabel, formatSAR, localizedName, packageDescription, packageLoadError, packageTitle, packageTypeLabel, useLocale } from '../package-text';

const day = (text: string) => <bdi dir="ltr">{formatDate(text)}</bdi>;

/** The package's one sheet: title, description, price (price after, SAR), type, offer dates, offered by, image, tags. */
function PackageSheet({ pkg }: { pkg: ListedPackage }) {
  const locale = useLocale();
  const { item, shown } = useSheetRows('packages.details');
  const owner = localizedName(locale, pkg.owner_name, pkg.owner_name_ar);
  const items = [
    item('title', shown(packageTitle(pkg, locale), 'text')),
    item('id', <IdCell id={pkg.sys_id} />),
    item('description', shown(packageDescription(pkg, locale), 'text')),
    item('price', shown(formatSAR(pkg.price_after, locale), 'text', (text) => <bdi>{text}</bdi>)),
    item('type', shown(packageTypeLabel(pkg.package_type, locale), 'text')),
    item('owner', shown(owner ? `${owner} (${centerTypeLabel(pkg.center_type, locale)})` : '', 'text')),
    item('startDate', shown(pkg.start_date, 'text', day)),
    item('endDate', shown(pkg.end_date, 'text', day)),
    item('image', shown(pkg.promo_img, 'image', (src) => <Image src={src} alt={packageTitle(pkg, locale)} width={240} />)),
    item('tags', pkg.tags?.length ? <TagChips tags={pkg.tags} /> : shown('', 'tags')),
  ];
  return <DataSheets prefix="packages.details" idPrefix="package" sheets={[{ key: 'general', items }]} />;
}

/**
 * A package's details (spec 3 section 2): from the list's navigation state, else fetched by id
 * ('Package Not Found' for an unknown one); Update Package, its schedule, and Delete Package after
 * 'Are you sure you want to delete this package?', then back to the list with the notice. Its
 * History tab tells who changed what (issue 29).
 */
export default function PackageDetailsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const listCrumb = useListCrumb(packageArea);
  const { id = '' } = useParams();
  const [deletePackages] = useDeletePackagesMutation();
  const removal = useRecordRemoval<ListedPackage>({
    messages: 'packages.details',
    area: packageArea,
    remove: (pkg) => deletePackages([pkg.sys_id]).unwrap(),
    done: 'packages.list.delete.done',
  });
  const entity = useEntityRecord<ListedPackage>({ id, useQuery: useGetPackageQuery, stateKey: 'package', idOf: (pkg) => pkg.sys_id, skip: removal.removed });
  const t = (key: string) => intl.formatMessage({ id: `packages.details.${key}` });

  return (
    <PageSection title={entity.record ? <bdi>{packageTitle(entity.record, locale)}</bdi> : t('breadcrumb')} breadcrumb={[listCrumb, { label: t('breadcrumb') }]}>
      <RecordGate entity={entity} loadFailed={(error) => ({ title: packageLoadError(intl, error) })}>
        {(pkg) => (
          <>
            <Space wrap style={{ marginBlockEnd: 16 }}>
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate(packagePaths.update(pkg.sys_id), { state: { package: pkg } })}>
                {t('update')}
              </Button>
              <Button icon={<ClockCircleOutlined aria-hidden />} onClick={() => navigate(packagePaths.schedule(pkg.sys_id))}>
                {t('schedule')}
              </Button>
              {removal.button(pkg)}
            </Space>
            <DetailsAndHistory details={<PackageSheet pkg={pkg} />} history={{ entityType: 'package', id: pkg.sys_id, fieldLabels: PACKAGE_FIELD_LABELS }} />
            {removal.dialog}
          </>
        )}
      </RecordGate>
    </PageSection>
  );
}
