import type { TableColumnsType } from 'antd';
import type { Center, Locale } from '@mk/contracts';
import { facilityStatusColumn } from '@mk/module-kit';
import { actionsColumn, idColumn, LinkCell, TextCell } from '@mk/ui';
import { centerPaths } from '../center-paths';
import { centerName, centerTypeLabel } from '../center-text';

/** The row actions in the spec's order: view information, update information, set operating hours, remove center. */
export const CENTER_ROW_ACTIONS = ['view', 'update', 'hours', 'remove'] as const;
export type CenterRowAction = (typeof CENTER_ROW_ACTIONS)[number];

/** ID, Center Name (by locale), Center Type, Status (issue 25), Actions (spec 3 section 2). */
export function centerColumns(locale: Locale, run: (action: CenterRowAction, center: Center) => void): TableColumnsType<Center> {
  const name = (row: Center) => centerName(row, locale);
  return [
    idColumn((row) => row.sys_id),
    {
      key: 'name',
      render: (_, row) => (
        <LinkCell to={centerPaths.profile(row.sys_id)}>
          <bdi>{name(row)}</bdi>
        </LinkCell>
      ),
    },
    { key: 'type', render: (_, row) => <TextCell value={centerTypeLabel(row.center_type, locale)} /> },
    facilityStatusColumn<Center>(),
    actionsColumn({ actions: CENTER_ROW_ACTIONS, rowName: name, run, danger: 'remove' }),
  ];
}
