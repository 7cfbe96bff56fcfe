import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { Locale } from '@mk/contracts';
import type { TaggedClinic } from '@mk/api';
import { TagChips } from '@mk/tag-widgets';
import { actionsColumn, idColumn, LinkCell, TextCell } from '@mk/ui';
import { clinicPaths } from '../clinic-paths';
import { clinicName, profileLink, specializationLabel } from '../clinic-text';
import { CLINIC_ROW_ACTIONS } from './use-clinic-actions';

/** ID, Clinic Name, Clinic Profile Link, Specialization, Actions (spec 1 section 2). */
export function clinicColumns(
  intl: IntlShape,
  locale: Locale,
  run: (action: string, clinic: TaggedClinic) => void,
): TableColumnsType<TaggedClinic> {
  const t = (id: string) => intl.formatMessage({ id: `clinics.list.${id}` });
  return [
    idColumn(t('columns.id'), (row) => row.sys_id),
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <LinkCell to={clinicPaths.profile(row.sys_id)}>
            <bdi>{clinicName(row, locale)}</bdi>
          </LinkCell>
          <TagChips tags={row.tags} />
        </Space>
      ),
    },
    {
      key: 'link',
      title: t('columns.link'),
      render: (_, row) => {
        const href = profileLink(row.path);
        return href ? <LinkCell href={href}>{href}</LinkCell> : <TextCell value={null} />;
      },
    },
    {
      key: 'specialization',
      title: t('columns.specialization'),
      render: (_, row) => <TextCell value={specializationLabel(row.specialization, locale)} />,
    },
    actionsColumn({
      title: t('columns.actions'),
      actions: CLINIC_ROW_ACTIONS,
      label: (action) => t(`actions.${action}`),
      rowName: (row) => clinicName(row, locale),
      run,
      danger: 'remove',
    }),
  ];
}
