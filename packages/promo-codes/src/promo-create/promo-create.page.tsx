import { Alert } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { EMERGENCY_PROMO_ENTITY_ID } from '../contract';
import { useCreatePromoCodeMutation } from '../promo-codes.api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { EntityRegisterPage, useNotify, type AutocompleteOption } from '@mk/ui';
import { promoArea, promoPaths } from '../promo-paths';
import { entityTypeLabel } from '../promo-list/promo-columns';
import { createPerEntity, type PerEntityOutcome } from './create-per-entity';
import { PromoForm } from './promo-form';
import { emptyPromoValues, promoBody, type PromoFormValues } from './promo-form.values';

interface FailureReport {
  /** 'Error creating promo code: {message}', the first refusal's reason. */
  title: string;
  /** Which entities got the code and which did not, when the answer was mixed or had several refusals. */
  lines: string[];
}

/**
 * Create promo codes (spec 3 sections 2, 4 and 8): one code per chosen entity. All created: 'Promo
 * code(s) created successfully' and the list. A refusal: 'Error creating promo code: {message}',
 * and when others were created, exactly which got the code; only the ones without it stay
 * selected, so pressing create again does not repeat a code.
 */
export default function PromoCreatePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createPromoCode] = useCreatePromoCodeMutation();
  const [names, setNames] = useState<Record<string, string>>({});
  // A new key starts the form again from `values` (after a partial failure: the failed entities only).
  const [form, setForm] = useState(() => ({ key: 0, values: emptyPromoValues() }));
  const [report, setReport] = useState<FailureReport | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `promoCodes.create.${id}` }, values);

  const remember = (chosen: AutocompleteOption[]) => setNames((known) => ({ ...known, ...Object.fromEntries(chosen.map((option) => [option.value, option.label])) }));

  const describe = (outcome: PerEntityOutcome): FailureReport => {
    const reason = (error: unknown) => apiErrorText(intl, error);
    const severalReasons = new Set(outcome.failed.map((failure) => reason(failure.error))).size > 1;
    const failedNames = outcome.failed.map((failure) => (severalReasons ? `${failure.entity.label} (${reason(failure.error)})` : failure.entity.label));
    const lines = outcome.created.length
      ? [t('createdFor', { names: outcome.created.map((entity) => entity.label).join(', ') }), t('notCreatedFor', { names: failedNames.join(', ') }), t('retryHint')]
      : severalReasons
        ? [t('notCreatedFor', { names: failedNames.join(', ') })]
        : [];
    return { title: t('failed', { message: reason(outcome.failed[0].error) }), lines };
  };

  const save = async (values: PromoFormValues) => {
    setReport(null);
    const entities: AutocompleteOption[] =
      values.entity_type === 'EMERGENCY'
        ? [{ value: EMERGENCY_PROMO_ENTITY_ID, label: entityTypeLabel('EMERGENCY', locale) }]
        : values.entity_ids.map((id) => ({ value: id, label: names[id] ?? id }));
    const outcome = await createPerEntity(entities, (entityId) => createPromoCode(promoBody(values, entityId)).unwrap());
    if (outcome.failed.length === 0) {
      notify.success(t('created'));
      navigate(promoPaths.list());
      return;
    }
    const failure = describe(outcome);
    notify.error(failure.title);
    setReport(failure);
    if (outcome.created.length) {
      const left = outcome.failed.map((each) => each.entity.value);
      setForm((current) => ({ key: current.key + 1, values: { ...values, entity_ids: left } }));
    }
  };

  return (
    <EntityRegisterPage messages="promoCodes.create" area={promoArea} failure={null}>
      {report && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={report.title}
          description={report.lines.length ? report.lines.map((line) => <div key={line}>{line}</div>) : undefined}
          style={{ marginBlockEnd: 16 }}
        />
      )}
      <PromoForm key={form.key} initialValues={form.values} names={names} onNames={remember} onSubmit={save} />
    </EntityRegisterPage>
  );
}
