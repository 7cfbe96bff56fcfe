import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@mk/i18n';
import { AutocompleteSelect, FieldItem, useFormKit, useInputA11y, type AutocompleteOption } from '@mk/ui';
import { isSearchedType, useEntitySearch, type SearchedEntityType } from './entity-search';
import type { PromoFormValues } from './promo-form.values';

export interface EntityFieldProps {
  /** The names of the entities chosen so far, by id (the search results change; the chips keep their names). */
  names: Record<string, string>;
  onNames: (chosen: AutocompleteOption[]) => void;
}

function EntitySearch({ type, names, onNames }: EntityFieldProps & { type: SearchedEntityType }) {
  const intl = useIntl();
  const { formik } = useFormKit<PromoFormValues>();
  const search = useEntitySearch(type, useLocale());
  const a11y = useInputA11y('entity_ids', true);
  const value = formik.values.entity_ids.map((id) => ({ value: id, label: names[id] ?? id }));
  return (
    <FieldItem name="entity_ids" label={intl.formatMessage({ id: `promoCodes.form.fields.${type}` })} required>
      <AutocompleteSelect
        multiple
        id={a11y.id}
        search={search}
        placeholder={intl.formatMessage({ id: 'promoCodes.form.fields.entitiesPlaceholder' })}
        value={value}
        style={{ width: '100%' }}
        onChange={(chosen) => {
          onNames(chosen);
          void formik.setFieldValue('entity_ids', chosen.map((option) => option.value));
          void formik.setFieldTouched('entity_ids', true, false);
        }}
      />
    </FieldItem>
  );
}

/**
 * Who the code is for: for clinics, physicians and packages a search by name choosing several (one
 * code each); EMERGENCY has no picker (its fixed entity is used). A new type clears the choice.
 */
export function EntityField({ names, onNames }: EntityFieldProps) {
  const intl = useIntl();
  const { formik } = useFormKit<PromoFormValues>();
  const type = formik.values.entity_type;
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    // formik is a new object on every render: only a new type clears the choice.
    void formik.setFieldValue('entity_ids', []);
  }, [type]);

  if (type === 'EMERGENCY') {
    return <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'promoCodes.form.fields.emergencyHint' })}</Typography.Paragraph>;
  }
  // The key starts each type's search afresh.
  return isSearchedType(type) ? <EntitySearch key={type} type={type} names={names} onNames={onNames} /> : null;
}
