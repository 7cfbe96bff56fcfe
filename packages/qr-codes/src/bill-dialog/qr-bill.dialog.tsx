import { Alert, Button, Flex, Modal, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { QrBill, QrCode } from '@mk/contracts';
import { useCreateQrBillMutation, useCreateQrCodeMutation, useGetQrBillQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { LoadFailed } from '@mk/ui';
import { BillStep } from './bill-step';

/** What the dialog was opened for: a new code for a pharmacy, or the bill of a listed code. */
export type QrBillDialogTarget = { kind: 'create'; pharmacyId: string } | { kind: 'preview'; code: QrCode };

export interface QrBillDialogProps {
  target: QrBillDialogTarget;
  onClose: () => void;
}

type Nationality = 'saudi' | 'nonSaudi';

/**
 * Step one: is the patient a Saudi citizen? Next creates the code and then its bill (spec 3
 * section 4). A code created before its bill failed is kept, so Next again bills that code
 * instead of making another; given a listed code that has no bill yet, Next bills that one.
 */
function NationalityStep({ pharmacyId, code: listed, onBilled }: { pharmacyId: string; code?: QrCode; onBilled: (bill: QrBill) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `qrCodes.dialog.${id}` });
  const [nationality, setNationality] = useState<Nationality>();
  const [createCode, creatingCode] = useCreateQrCodeMutation();
  const [createBill, creatingBill] = useCreateQrBillMutation();
  const [created, setCreated] = useState<QrCode | undefined>(listed);
  const [error, setError] = useState<unknown>();
  const busy = creatingCode.isLoading || creatingBill.isLoading;

  const next = async () => {
    if (!nationality) return;
    setError(undefined);
    try {
      const code = created ?? (await createCode({ pharmacy_id: pharmacyId }).unwrap());
      setCreated(code);
      onBilled(await createBill({ isSaudi: nationality === 'saudi' ? 1 : 0, pharmacyId, qrcode_id: code.sys_id }).unwrap());
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <Flex vertical gap={16}>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBlockEnd: 8 }}>{t('nationality')}</legend>
          <Radio.Group
            name="nationality"
            value={nationality}
            onChange={(event) => setNationality(event.target.value as Nationality)}
            options={[
              { value: 'saudi', label: t('saudi') },
              { value: 'nonSaudi', label: t('nonSaudi') },
            ]}
          />
        </fieldset>
        {error !== undefined && <Alert type="error" showIcon role="alert" title={t('createFailed')} description={apiErrorText(intl, error)} />}
        <Flex justify="end">
          <Button type="primary" htmlType="submit" disabled={!nationality} loading={busy}>
            {t('next')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * Preview of a listed code: its bill, or 'No Data' when the code has none (spec 3 section 8). A NEW
 * code (made, never billed) also offers step one, so it can still be billed instead of left unused.
 */
function BillPreview({ code }: { code: QrCode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `qrCodes.dialog.${id}` });
  const bill = useGetQrBillQuery(code.sys_id, { refetchOnMountOrArgChange: true });
  const [billedNow, setBilledNow] = useState<QrBill>();
  if (billedNow) return <BillStep bill={billedNow} />;
  if (bill.isFetching && !bill.data) return <Spin spinning style={{ display: 'block', marginBlock: 48 }} aria-label={t('previewTitle')} />;
  if (bill.error && !isNotFound(bill.error)) return <LoadFailed title={t('loadFailed')} error={bill.error} onRetry={bill.refetch} />;
  if (!bill.data?.id)
    return (
      <>
        <Typography.Paragraph style={{ textAlign: 'center', marginBlock: 32 }} data-empty="no-data">
          {t('noData')}
        </Typography.Paragraph>
        {code.status === 'NEW' && (
          <>
            <Typography.Paragraph>{t('billNow')}</Typography.Paragraph>
            <NationalityStep pharmacyId={code.pharmacy_id} code={code} onBilled={setBilledNow} />
          </>
        )}
      </>
    );
  return <BillStep bill={bill.data} />;
}

/**
 * The QR code dialog (spec 3 section 2): ask the nationality, then show the code and its invoice;
 * a row's Preview opens the second step directly. Loaded with its first opening, so the `qrcode`
 * library stays out of the list's chunk.
 */
export function QrBillDialog({ target, onClose }: QrBillDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `qrCodes.dialog.${id}` });
  const [bill, setBill] = useState<QrBill>();
  const title = target.kind === 'create' && !bill ? t('title') : t('previewTitle');
  return (
    <Modal open title={title} onCancel={onClose} footer={<Button onClick={onClose}>{t('close')}</Button>} width={500} destroyOnHidden>
      {target.kind === 'preview' ? (
        <BillPreview code={target.code} />
      ) : bill ? (
        <BillStep bill={bill} />
      ) : (
        <NationalityStep pharmacyId={target.pharmacyId} onBilled={setBill} />
      )}
    </Modal>
  );
}
