import { Space, Tag as AntdTag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { Locale } from '@mk/contracts';
import type { TaggedClinic } from '@mk/api';
import { ActionsCell, IdCell, LinkCell, TextCell } from '@mk/ui';
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
    { key: 'id', title: t('columns.id'), width: 150, render: (_, row) => <IdCell id={row.sys_id} /> },
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <LinkCell to={clinicPaths.profile(row.sys_id)}>
            <bdi>{clinicName(row, locale)}</bdi>
          </LinkCell>
          {row.tags && row.tags.length > 0 && (
            <span className="mk-clinic-tags">
              {row.tags.map((tag) => (
                <AntdTag key={String(tag.id)} style={{ marginInlineEnd: 4 }}>
                  <bdi>{tag.name}</bdi>
                </AntdTag>
              ))}
            </span>
          )}
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
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 90,
      render: (_, row) => (
        <ActionsCell
          rowName={clinicName(row, locale)}
          actions={CLINIC_ROW_ACTIONS.map((action) => ({
            key: action,
            label: t(`actions.${action}`),
            danger: action === 'remove',
            onSelect: () => run(action, row),
          }))}
        />
      ),
    },
  ];
}
