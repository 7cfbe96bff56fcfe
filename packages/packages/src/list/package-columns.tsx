import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ListedPackage, Locale } from '@mk/contracts';
import { TagChips } from '@mk/tag-widgets';
import { Link } from 'react-router';
import { actionsColumn, idColumn } from '@mk/ui';
import { packagePaths } from '../package-paths';
import { packageTitle } from '../package-text';
import { PACKAGE_ROW_ACTIONS, type PackageRowAction } from './use-package-actions';

/** ID, Package Title (in the reader's language, with its tags), Actions (spec 3 section 2). */
export function packageColumns(run: (action: PackageRowAction, pkg: ListedPackage) => void, locale: Locale): TableColumnsType<ListedPackage> {
  return [
    idColumn((row) => row.sys_id),
    {
      key: 'title',
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <Link to={packagePaths.details(row.sys_id)} state={{ package: row }}>
            <bdi>{packageTitle(row, locale)}</bdi>
          </Link>
          <TagChips tags={row.tags} />
        </Space>
      ),
    },
    actionsColumn({ actions: PACKAGE_ROW_ACTIONS, rowName: (row) => packageTitle(row, locale), run, danger: 'remove' }),
  ];
}
