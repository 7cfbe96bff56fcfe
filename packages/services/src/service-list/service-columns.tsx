import type { TableColumnsType } from 'antd';
import type { Locale, MedicalService } from '@mk/contracts';
import { actionsColumn, CurrencyCell, idColumn, TextCell } from '@mk/ui';
import { serviceName, serviceTypeLabel } from '../service-text';

/** The row actions, in the spec's order: update, remove. */
export const SERVICE_ROW_ACTIONS = ['update', 'remove'] as const;
export type ServiceRowAction = (typeof SERVICE_ROW_ACTIONS)[number];

/** ID, Service Name English, Service Name Arabic, Type, Price, Actions (spec 3 section 2). */
export function serviceColumns(locale: Locale, run: (action: ServiceRowAction, service: MedicalService) => void): TableColumnsType<MedicalService> {
  return [
    idColumn((row) => row.sys_id),
    // Each name in its own direction, whatever the page's.
    { key: 'name', render: (_, row) => <bdi dir="ltr">{row.name}</bdi> },
    { key: 'nameAr', render: (_, row) => <bdi dir="rtl">{row.name_ar || <TextCell value={null} />}</bdi> },
    { key: 'type', render: (_, row) => <TextCell value={serviceTypeLabel(row.type, locale)} /> },
    { key: 'price', render: (_, row) => <CurrencyCell value={row.price} /> },
    actionsColumn({ actions: SERVICE_ROW_ACTIONS, rowName: (row) => serviceName(row, locale), run, danger: 'remove' }),
  ];
}
