import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { Locale } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { actionsColumn, idColumn, LinkCell, TextCell } from '@mk/ui';
import { physicianPaths } from '../physician-paths';
import { clinicNameOf, physicianName, profileLink } from '../physician-text';

/** The row actions, in the spec's order: Update Information, Update Schedule, Remove Physician, Physician Profile. */
export const PHYSICIAN_ROW_ACTIONS = ['update', 'schedule', 'remove', 'profile'] as const;
export type PhysicianRowAction = (typeof PHYSICIAN_ROW_ACTIONS)[number];

/** Where the actions that open a page lead; Remove opens the confirm dialog instead. */
export const ROW_ACTION_PATHS: Record<Exclude<PhysicianRowAction, 'remove'>, (id: string) => string> = {
  update: physicianPaths.update,
  schedule: physicianPaths.schedule,
  profile: physicianPaths.profile,
};

/** ID, Physician Name, Physician Profile Link, Clinic, Actions (spec 1 section 2). */
export function physicianColumns(
  intl: IntlShape,
  locale: Locale,
  run: (action: PhysicianRowAction, physician: ListedPhysician) => void,
): TableColumnsType<ListedPhysician> {
  const t = (id: string) => intl.formatMessage({ id: `physicians.list.${id}` });
  return [
    idColumn(t('columns.id'), (row) => row.sys_id),
    { key: 'name', title: t('columns.name'), render: (_, row) => <bdi>{physicianName(row, locale)}</bdi> },
    {
      key: 'link',
      title: t('columns.link'),
      render: (_, row) => {
        const href = profileLink(row.path);
        return href ? <LinkCell href={href}>{href}</LinkCell> : <TextCell value={null} />;
      },
    },
    { key: 'clinic', title: t('columns.clinic'), render: (_, row) => <TextCell value={clinicNameOf(row, locale) || null} /> },
    actionsColumn({
      title: t('columns.actions'),
      actions: PHYSICIAN_ROW_ACTIONS,
      label: (action) => t(`actions.${action}`),
      rowName: (row) => physicianName(row, locale),
      run,
      danger: 'remove',
    }),
  ];
}
