import { Alert, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { NOTICE_TIMEOUT_MS } from '@mk/contracts';
import { useCreateErOrderMutation, useIssueErPrescriptionMutation } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { useNotify } from '@mk/ui';
import type { FieldErrors } from '@mk/validators';
import { medicineName, needsOrder, type ErRow } from '../shared/er-row';
import { selectableIds, toggleAll } from './issue-selection';

export interface IssuePrescriptionDialogProps {
  row: ErRow;
  pharmacyId: string;
  onClose: () => void;
}


/** Spec 2 section 9: dialogs are at most 500 px wide (antd's default is 520), and the price field is 400 px. */
export const DIALOG_WIDTH = 500;
export const PRICE_WIDTH = 400;
/** The dialog's messages ('Must select at least one medicine', 'Must enter a valid number') go after 3 s (spec 2 section 8). */
function useFleetingErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = setTimeout(() => setErrors({}), NOTICE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [errors]);
  return [errors, setErrors] as const;
}

/**
 * Issue Prescription (spec 2 sections 2 and 4): choose the medicines to issue (dispensed ones are
 * shown, checked and disabled), the total price, then Issue. A phone-search row has no ER order yet:
 * it is created first (`POST order-write/emergency-order`), then issued. Mounted afresh for each row,
 * so the choice and the price never carry over to the next dialog.
 */
export function IssuePrescriptionDialog({ row, pharmacyId, onClose }: IssuePrescriptionDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const [createOrder, creating] = useCreateErOrderMutation();
  const [issue, issuing] = useIssueErPrescriptionMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useFleetingErrors();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `erPrescriptions.issue.${id}` }, values);
  const selectable = selectableIds(row.medicines);
  const allChosen = selectable.length > 0 && selectable.every((id) => selected.includes(id));

  const toggle = (id: string, checked: boolean) => setSelected((current) => (checked ? [...current, id] : current.filter((chosen) => chosen !== id)));

  const submit = async () => {
    const { checkIssueChoice } = await import('./issue-choice');
    const problems = await checkIssueChoice({ medicines_ids: selected, total_price: price });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      const orderId = needsOrder(row)
        ? (await createOrder({ pharmacy_id: pharmacyId, patient_id: row.issuer_id, prescription_id: row.product_id }).unwrap()).sys_id
        : row.sys_id;
      await issue({ order_id: orderId, pharmacy_id: pharmacyId, total_price: price.trim(), medicines_ids: selected }).unwrap();
      notify.success(t('issued'));
      onClose();
    } catch (error) {
      notify.error(t('failed'), { description: apiErrorText(intl, error) });
    }
  };

  const message = (field: string) =>
    errors[field] && (
      <Alert type="error" showIcon role="alert" title={intl.formatMessage(errors[field], errors[field].values)} style={{ marginBlockStart: 8 }} />
    );

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={t('title')}
      okText={t('accept')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={creating.isLoading || issuing.isLoading}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>
          <Typography.Text strong>{t('select')}</Typography.Text>
        </legend>
        <Flex vertical gap={6} style={{ marginBlock: 8 }}>
          {selectable.length > 1 && (
            <Checkbox
              checked={allChosen}
              indeterminate={selected.length > 0 && !allChosen}
              onChange={() => setSelected((current) => toggleAll(current, selectable))}
            >
              {t('selectAll')}
            </Checkbox>
          )}
          {row.medicines.map((medicine) => (
            <Checkbox
              key={medicine.medicine_id}
              checked={medicine.is_dispensed || selected.includes(medicine.medicine_id)}
              disabled={medicine.is_dispensed}
              onChange={(event) => toggle(medicine.medicine_id, event.target.checked)}
            >
              <bdi>{medicineName(medicine, locale)}</bdi>
              {medicine.is_dispensed && <Typography.Text type="secondary">{` (${t('dispensed')})`}</Typography.Text>}
            </Checkbox>
          ))}
        </Flex>
        {message('medicines_ids')}
      </fieldset>
      <div style={{ marginBlockStart: 16 }}>
        <label htmlFor="er-issue-price" style={{ display: 'block', marginBlockEnd: 4 }}>
          {t('price')}
        </label>
        <Input id="er-issue-price" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} suffix={t('currency')} style={{ width: PRICE_WIDTH, maxWidth: '100%' }} />
        {message('total_price')}
      </div>
    </Modal>
  );
}
