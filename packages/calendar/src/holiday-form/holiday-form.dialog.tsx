import { Alert, Checkbox, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DIALOG_MAX_WIDTH, HOLIDAY_KINDS, type MarketplaceHoliday } from '@mk/contracts';
import { useAddHolidayMutation, useChangeHolidayMutation } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { formatHijri } from '@mk/scheduling';
import { DateInput, useNotify } from '@mk/ui';
import type { FieldErrors } from '@mk/validators';
import { holidayName } from '../holiday-list/holiday-text';
import { blankHoliday, holidayPayload, holidayValues, type HolidayFormValues } from './holiday-form.values';

export interface HolidayFormDialogProps {
  /** The entry to edit; a new one when absent. */
  holiday?: MarketplaceHoliday;
  onClose: () => void;
}

/** The schema's check, loaded on first use (see holiday-check.ts). */
const check = async (values: HolidayFormValues): Promise<FieldErrors> => (await import('./holiday-check')).checkHoliday(values);

/**
 * Add or edit an entry of the marketplace calendar: kind (two radios, both choices in sight),
 * English and Arabic names, first and last day (typed dd-MM-yyyy or picked from the browser's
 * calendar, as every day of the product, each with its Hijri date under it) and Confirmed. The shared
 * `holidaySchema` checks it before any call, so its messages are the server's; a refusal (an
 * overlap) stays in the dialog in the user's language. Mounted afresh for each entry.
 */
export function HolidayFormDialog({ holiday, onClose }: HolidayFormDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const formId = useId();
  const [add, adding] = useAddHolidayMutation();
  const [change, changing] = useChangeHolidayMutation();
  const [values, setValues] = useState<HolidayFormValues>(() => (holiday ? holidayValues(holiday) : blankHoliday()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const t = (id: string, more?: Record<string, string>) => intl.formatMessage({ id: `calendar.form.${id}` }, more);
  const fieldId = (field: keyof HolidayFormValues) => `${formId}-${field}`;

  // After a first attempt, the messages follow what is typed.
  useEffect(() => {
    if (attempts === 0) return;
    let current = true;
    void check(values).then((found) => {
      if (current) setErrors(found);
    });
    return () => {
      current = false;
    };
  }, [values, attempts]);

  // A refused attempt moves focus to the first field that needs attention.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a new attempt moves focus, not each message that follows typing.
  }, [attempts]);

  const set = <K extends keyof HolidayFormValues>(field: K, value: HolidayFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setRefusal(null);
    const found = await check(values);
    setErrors(found);
    setAttempts((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    const body = holidayPayload(values);
    try {
      if (holiday) await change({ holidayId: holiday.sys_id, holiday: body }).unwrap();
      else await add(body).unwrap();
    } catch (error) {
      setRefusal(apiErrorText(intl, error));
      return;
    }
    notify.success(t(holiday ? 'saved' : 'added', { name: holidayName(body, locale) }));
    onClose();
  };

  const message = (field: keyof HolidayFormValues) => {
    const found = errors[field];
    return found ? intl.formatMessage({ id: found.id, defaultMessage: found.defaultMessage }, found.values) : undefined;
  };
  const hint = (field: keyof HolidayFormValues): ReactNode => {
    if (field === 'confirmed') return t('confirmedHint');
    if ((field === 'from_date' || field === 'until_date') && values[field]) return t('hijri', { date: formatHijri(values[field], locale) });
    return undefined;
  };
  // The input names its message and its hint (the Hijri date), so a screen reader says them with it.
  const a11y = (field: keyof HolidayFormValues) => {
    const described = [message(field) && `${fieldId(field)}-error`, hint(field) && `${fieldId(field)}-hint`].filter(Boolean).join(' ');
    return {
      id: fieldId(field),
      'aria-invalid': Boolean(message(field)),
      'aria-required': field !== 'confirmed' || undefined,
      'aria-describedby': described || undefined,
    };
  };
  const status = (field: keyof HolidayFormValues) => (message(field) ? ('error' as const) : undefined);
  const field = (name: keyof HolidayFormValues, label: ReactNode, input: ReactNode) => (
    <HolidayField id={fieldId(name)} label={label} required={name !== 'confirmed'} hint={hint(name)} error={message(name)}>
      {input}
    </HolidayField>
  );

  return (
    <Modal
      open
      title={holiday ? t('editTitle', { name: holidayName(holiday, locale) }) : t('addTitle')}
      width={DIALOG_MAX_WIDTH}
      style={{ maxWidth: '100%' }}
      okText={t('save')}
      cancelText={intl.formatMessage({ id: 'ui.common.cancel' })}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      confirmLoading={adding.isLoading || changing.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <div ref={formRef}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0, marginBlockEnd: 16 }} aria-describedby={message('kind') ? `${fieldId('kind')}-error` : undefined}>
            <legend style={{ fontSize: 'inherit', border: 0, marginBlockEnd: 4 }}>{t('kind')}</legend>
            <Radio.Group
              value={values.kind || undefined}
              onChange={(event) => set('kind', event.target.value as HolidayFormValues['kind'])}
              options={HOLIDAY_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `calendar.kinds.${kind}` }) }))}
            />
            <FieldMessage id={`${fieldId('kind')}-error`} error={message('kind')} />
          </fieldset>
          {field('name_en', t('name_en'), <Input {...a11y('name_en')} status={status('name_en')} dir="ltr" lang="en" value={values.name_en} onChange={(event) => set('name_en', event.target.value)} />)}
          {field('name_ar', t('name_ar'), <Input {...a11y('name_ar')} status={status('name_ar')} dir="rtl" lang="ar" value={values.name_ar} onChange={(event) => set('name_ar', event.target.value)} />)}
          {field('from_date', t('from_date'), <DateInput {...a11y('from_date')} value={values.from_date} onChange={(day) => set('from_date', day)} />)}
          {field('until_date', t('until_date'), <DateInput {...a11y('until_date')} value={values.until_date} onChange={(day) => set('until_date', day)} />)}
          {field(
            'confirmed',
            undefined,
            <Checkbox {...a11y('confirmed')} checked={values.confirmed} onChange={(event) => set('confirmed', event.target.checked)}>
              {t('confirmed')}
            </Checkbox>,
          )}
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        </form>
      </div>
    </Modal>
  );
}

/** A field's message, in a polite live region so a screen reader says it when it appears. */
function FieldMessage({ id, error }: { id: string; error?: string }) {
  return (
    <div aria-live="polite">
      {error && (
        <Typography.Text id={id} type="danger" style={{ display: 'block', marginBlockStart: 4 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * A field's frame: its label, the input, a hint under it and its message. Drawn without antd's Form
 * (21 kB of the page's chunk, over issue 11's 150 kB budget with the table): the form's state is
 * this dialog's own, as in the other dialogs of the product.
 */
function HolidayField({ id, label, required, hint, error, children }: { id: string; label?: ReactNode; required: boolean; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div style={{ marginBlockEnd: 16 }}>
      {label && (
        <div style={{ marginBlockEnd: 4 }}>
          <label htmlFor={id}>{label}</label>
          {/* Seen only: the input says it is required (aria-required). */}
          {required && (
            <Typography.Text type="danger" aria-hidden style={{ marginInlineStart: 4 }}>
              *
            </Typography.Text>
          )}
        </div>
      )}
      {children}
      {/* Live: the Hijri date of a day is said as it is typed. */}
      <div aria-live="polite">
        {hint && (
          <Typography.Text id={`${id}-hint`} type="secondary" style={{ display: 'block', marginBlockStart: 4, fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
