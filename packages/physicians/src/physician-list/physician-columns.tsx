import { Space, type TableColumnsType } from 'antd';
import type { Locale } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { TagChips } from '@mk/tag-widgets';
import { actionsColumn, idColumn, TextCell, urlColumn } from '@mk/ui';
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

/** ID, Physician Name (with its tags), Physician Profile Link, Clinic, Actions (spec 1 section 2). */
export function physicianColumns(
  locale: Locale,
  run: (action: PhysicianRowAction, physician: ListedPhysician) => void,
): TableColumnsType<ListedPhysician> {
  const name = (row: ListedPhysician) => physicianName(row, locale);
  return [
    idColumn((row) => row.sys_id),
    {
      key: 'name',
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <bdi>{name(row)}</bdi>
          <TagChips tags={row.tags} />
        </Space>
      ),
    },
    urlColumn('link', (row) => profileLink(row.path)),
    { key: 'clinic', render: (_, row) => <TextCell value={clinicNameOf(row, locale) || null} /> },
    actionsColumn({ actions: PHYSICIAN_ROW_ACTIONS, rowName: name, run, danger: 'remove' }),
  ];
}
