import type { TableColumnsType } from 'antd';
import { ButtonCell, IdCell, TextCell } from '@mk/ui';
import { PdfLinkButton } from '../shared/pdf-link.button';
import type { ErRow } from '../shared/er-row';

export interface ErColumnsText {
  column: (key: string) => string;
  unknown: string;
  issue: string;
}

/** Order ID, Patient Name, Download Prescription (Download PDF) and Action (Issue Prescription), spec 2 section 2. */
export function erColumns(text: ErColumnsText, onIssue: (row: ErRow) => void): TableColumnsType<ErRow> {
  const patient = (row: ErRow) => row.patient?.name || text.unknown;
  return [
    // A search row has no order yet: the empty mark until it is issued.
    { key: 'orderId', title: text.column('orderId'), width: 150, render: (_, row) => (row.sys_id ? <IdCell id={row.sys_id} /> : <TextCell value={null} />) },
    { key: 'patient', title: text.column('patient'), render: (_, row) => <TextCell value={<bdi>{patient(row)}</bdi>} /> },
    {
      key: 'pdf',
      title: text.column('pdf'),
      render: (_, row) => <PdfLinkButton pdfId={row.product_id} labelId="erPrescriptions.list.downloadPdf" name={patient(row)} />,
    },
    {
      key: 'action',
      title: text.column('action'),
      render: (_, row) => (
        <ButtonCell kind="primary" ariaLabel={`${text.issue}: ${patient(row)}`} onClick={() => onIssue(row)}>
          {text.issue}
        </ButtonCell>
      ),
    },
  ];
}
