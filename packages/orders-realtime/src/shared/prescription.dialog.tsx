import { Alert, Button, Empty, Modal, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dosageFormLabel, strengthLabel, type OrderView, type PrescriptionMedicine } from '@mk/contracts';
import { useGetPrescriptionQuery } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { LoadFailed } from '@mk/ui';
import { shortId, useLocale } from './order-text';

/** Dialogs are at most 500 px wide; the medicine list scrolls past 600 px (spec 2 section 9). */
const DIALOG_WIDTH = 500;
const LIST_HEIGHT = 600;

type Order = Pick<OrderView, 'sys_id' | 'product_type' | 'product_id' | 'image_url'>;

/**
 * The button that shows what the patient asked for: a PRESCRIPTION order's medicines (generic
 * name, strength, dosage form, note), an ATTACHMENT order's uploaded photo, or 'Invalid order'
 * when the order names neither (spec 2 section 8).
 */
export function PrescriptionButton({ order }: { order: Order }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.prescription.${id}` }, values);
  const photo = order.product_type === 'ATTACHMENT';
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t(photo ? 'photo' : 'open')}</Button>
      <Modal
        open={open}
        title={t('title', { id: shortId(order.sys_id) })}
        width={DIALOG_WIDTH}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('close')}</Button>}
        destroyOnHidden
      >
        <PrescriptionContent order={order} />
      </Modal>
    </>
  );
}

function PrescriptionContent({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `orders.prescription.${id}` });
  if (order.product_type === 'ATTACHMENT' && order.image_url) {
    return <img src={order.image_url} alt={t('photoAlt')} style={{ maxWidth: '100%', display: 'block', marginInline: 'auto' }} />;
  }
  if (order.product_type === 'PRESCRIPTION' && order.product_id) return <Medicines prescriptionId={order.product_id} />;
  return <Alert type="error" showIcon role="alert" title={t('invalid')} />;
}

function Medicines({ prescriptionId }: { prescriptionId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  const { data, isLoading, error, refetch } = useGetPrescriptionQuery(prescriptionId);
  const t = (id: string) => intl.formatMessage({ id: `orders.prescription.${id}` });
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error || !data) {
    return <LoadFailed title={t('loadFailed')} error={error} onRetry={refetch} />;
  }
  if (data.medicines.length === 0) return <Empty description={t('empty')} />;
  return (
    <ul aria-label={t('medicines')} style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto', listStyle: 'none', margin: 0, padding: 0 }}>
      {data.medicines.map((medicine, index) => (
        <li key={medicine.medicine_id ?? index} style={{ paddingBlock: 8, borderBlockEnd: index < data.medicines.length - 1 ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined }}>
          <Typography.Text strong>
            <bdi>{localizedName(locale, medicine.generic_name, medicine.generic_name_ar)}</bdi>
          </Typography.Text>
          <MedicineDetails medicine={medicine} />
        </li>
      ))}
    </ul>
  );
}

function MedicineDetails({ medicine }: { medicine: PrescriptionMedicine }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `orders.prescription.${id}` });
  // Known forms and units in the reader's language ('500 ملغ', 'أقراص'); others as typed.
  const strength = strengthLabel(medicine, locale);
  const rows: [string, string | undefined][] = [
    [t('strength'), strength || undefined],
    [t('dosageForm'), dosageFormLabel(medicine.dosage_form, locale) || undefined],
    [t('note'), medicine.note],
  ];
  return (
    <>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Typography.Paragraph key={label} style={{ marginBlockEnd: 0 }}>
            {label}: <bdi>{value}</bdi>
          </Typography.Paragraph>
        ))}
    </>
  );
}
