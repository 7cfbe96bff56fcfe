import type { TableColumnsType } from 'antd';
import { LIST_PAGE_SIZE, type IssuedErOrder } from '@mk/contracts';
import { useGetIssuedErOrdersQuery } from '@mk/api';
import { ExportButton, PHARMACY_PARAM, PharmacySelect, usePharmacyChoice } from '@mk/module-kit';
import { CurrencyCell, DateTimeCell, idColumn, ListPage, listUrl, textField, type ListResult } from '@mk/ui';
import { PdfLinkButton } from '../shared/pdf-link.button';

/** Only the pharmacy travels in the URL besides the page (no filter box). */
const url = listUrl<{ pharmacy: string }>({ pharmacy: textField(PHARMACY_PARAM) });

/** The chosen pharmacy's issued ER orders, 10 a page, asked again on every visit. */
function useIssuedList(_filters: { pharmacy: string }, page: number): ListResult<IssuedErOrder> {
  const { pharmacyId } = usePharmacyChoice();
  const { data, error, isFetching, refetch } = useGetIssuedErOrdersQuery(
    { pharmacyId: pharmacyId ?? '', page, limit: LIST_PAGE_SIZE },
    { skip: !pharmacyId, refetchOnMountOrArgChange: true },
  );
  return { rows: data?.rows ?? (pharmacyId ? undefined : []), count: data?.count ?? 0, error, isFetching, refetch };
}

const rowKey = (order: IssuedErOrder) => order.sys_id;

/** Order ID, Download Prescription (the PDF of the order's prescription), Issued On, Total Price in SAR (spec 2 section 2). */
const columns: TableColumnsType<IssuedErOrder> = [
  idColumn((order) => order.sys_id),
  { key: 'pdf', render: (_, order) => <PdfLinkButton pdfId={order.product_id} labelId="erPrescriptions.issued.download" name={order.sys_id.slice(-4)} /> },
  { key: 'issuedOn', render: (_, order) => <DateTimeCell value={order.offer.createdAt} /> },
  { key: 'total', render: (_, order) => <CurrencyCell value={order.offer.total_price} /> },
];

/** Issued Prescriptions (er-prescription/previous): what the pharmacy issued, fully. */
export default function IssuedPrescriptionsPage() {
  const choice = usePharmacyChoice();
  const header = <PharmacySelect choice={choice} labelId="erPrescriptions.pharmacy" />;
  return (
    <ListPage<IssuedErOrder, { pharmacy: string }>
      messages="erPrescriptions.issued"
      url={url}
      useList={useIssuedList}
      columns={columns}
      rowKey={rowKey}
      header={header}
      actions={choice.pharmacyId ? <ExportButton path="order-read/er-orders/previous/export" filters={{ pharmacy_id: choice.pharmacyId }} /> : undefined}
      empty={() => 'empty'}
    />
  );
}
