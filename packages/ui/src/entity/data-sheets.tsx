import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface SheetItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DataSheet {
  key: string;
  items: SheetItem[];
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Builds a profile's rows from one message prefix laid out as `<prefix>.fields.*` (labels),
 * `.placeholders.*` (what a missing value reads, e.g. NO BIO), `.values.*` (Available, Allowed...)
 * and `.sections.*` (sheet titles), the layout every domain's profile messages follow.
 */
export function useSheetRows(prefix: string) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `${prefix}.${id}` }, values);
  /** The value, trimmed and isolated (a name in the other script keeps its direction), or its placeholder. */
  const shown = (value: unknown, placeholder: string, render?: (text: string) => ReactNode): ReactNode =>
    isBlank(value) ? (
      <Typography.Text type="secondary">{t(`placeholders.${placeholder}`)}</Typography.Text>
    ) : (
      (render?.(String(value).trim()) ?? <bdi>{String(value).trim()}</bdi>)
    );
  return {
    t,
    shown,
    item: (key: string, children: ReactNode): SheetItem => ({ key, label: t(`fields.${key}`), children }),
    available: (on: boolean | undefined) => t(on ? 'values.available' : 'values.notAvailable'),
    allowed: (on: boolean | undefined) => t(on ? 'values.allowed' : 'values.notAllowed'),
  };
}

export interface DataSheetsProps {
  /** The message prefix of the sheet titles (`<prefix>.sections.<key>`) and of the heading ids. */
  prefix: string;
  /** Heading ids are `<idPrefix>-sheet-<key>`. */
  idPrefix: string;
  sheets: DataSheet[];
}

/** A value given as bare text is isolated (`<bdi>`): a name or note in the other script keeps its own direction. */
const isolated = (item: SheetItem): SheetItem =>
  typeof item.children === 'string' || typeof item.children === 'number' ? { ...item, children: <bdi>{item.children}</bdi> } : item;

/** A profile's read-only sheets: one titled section per sheet, a bordered table of label and value. */
export function DataSheets({ prefix, idPrefix, sheets }: DataSheetsProps) {
  const intl = useIntl();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {sheets.map((sheet) => (
        <section key={sheet.key} aria-labelledby={`${idPrefix}-sheet-${sheet.key}`} data-sheet={sheet.key}>
          <Typography.Title level={2} id={`${idPrefix}-sheet-${sheet.key}`} style={{ fontSize: 18 }}>
            {intl.formatMessage({ id: `${prefix}.sections.${sheet.key}` })}
          </Typography.Title>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={sheet.items.map(isolated)} />
        </section>
      ))}
    </div>
  );
}
