import type { TableColumnsType } from 'antd';
import type { Locale, Pharmacy } from '@mk/contracts';
import { facilityStatusColumn } from '@mk/module-kit';
import { ButtonCell, idColumn, LinkCell, TextCell, useListText } from '@mk/ui';
import { pharmacyPaths } from '../pharmacy-paths';
import { cityLabel, pharmacyName } from '../pharmacy-text';

/** The row buttons, in the spec's order: View Information, Update information. */
export const PHARMACY_ROW_ACTIONS = ['view', 'update'] as const;
export type PharmacyRowAction = (typeof PHARMACY_ROW_ACTIONS)[number];

function RowButton({ action, pharmacy, name, run }: { action: PharmacyRowAction; pharmacy: Pharmacy; name: string; run: PharmacyColumnsRun }) {
  const label = useListText()(`actions.${action}`);
  // The accessible name tells the rows apart and still starts with the visible words.
  return (
    <ButtonCell kind={action === 'view' ? 'secondary' : 'primary'} ariaLabel={`${label}: ${name}`} onClick={() => run(action, pharmacy)}>
      {label}
    </ButtonCell>
  );
}

type PharmacyColumnsRun = (action: PharmacyRowAction, pharmacy: Pharmacy) => void;

/** ID, Pharmacy Name, City, Status (issue 25), View Information, Update information (spec 2 section 2). */
export function pharmacyColumns(locale: Locale, run: PharmacyColumnsRun): TableColumnsType<Pharmacy> {
  const name = (row: Pharmacy) => pharmacyName(row, locale);
  return [
    idColumn((row) => row.sys_id),
    {
      key: 'name',
      render: (_, row) => (
        <LinkCell to={pharmacyPaths.profile(row.sys_id)}>
          <bdi>{name(row)}</bdi>
        </LinkCell>
      ),
    },
    { key: 'city', render: (_, row) => <TextCell value={cityLabel(row.city, locale)} /> },
    facilityStatusColumn<Pharmacy>(),
    ...PHARMACY_ROW_ACTIONS.map((action) => ({
      key: action,
      render: (_: unknown, row: Pharmacy) => <RowButton action={action} pharmacy={row} name={name(row)} run={run} />,
    })),
  ];
}
