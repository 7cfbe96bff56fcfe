import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Locale } from '@mk/contracts';
import type { TaggedClinic } from '@mk/api';
import { facilityStatusColumn } from '@mk/module-kit';
import { TagChips } from '@mk/tag-widgets';
import { actionsColumn, idColumn, LinkCell, TextCell, urlColumn } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';
import { clinicName, profileLink, specializationLabel } from '../clinic-text';
import { CLINIC_ROW_ACTIONS } from './use-clinic-actions';

/** ID, Clinic Name (with its tags), Clinic Profile Link, Specialization, Status (issue 25), Actions (spec 1 section 2). */
export function clinicColumns(locale: Locale, run: (action: string, clinic: TaggedClinic) => void): TableColumnsType<TaggedClinic> {
  return [
    idColumn((row) => row.sys_id),
    {
      key: 'name',
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <LinkCell to={clinicPaths.profile(row.sys_id)}>
            <bdi>{clinicName(row, locale)}</bdi>
          </LinkCell>
          <TagChips tags={row.tags} />
        </Space>
      ),
    },
    urlColumn('link', (row) => profileLink(row.path)),
    { key: 'specialization', render: (_, row) => <TextCell value={specializationLabel(row.specialization, locale)} /> },
    facilityStatusColumn<TaggedClinic>(),
    actionsColumn({ actions: CLINIC_ROW_ACTIONS, rowName: (row) => clinicName(row, locale), run, danger: 'remove' }),
  ];
}
