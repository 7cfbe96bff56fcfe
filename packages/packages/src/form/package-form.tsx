import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { DATE_RANGE_MIN_YEAR, FACILITY_CATEGORIES, PACKAGE_TYPES } from '@mk/contracts';
import { imageUploader } from '@mk/api';
import { selectUser } from '@mk/session';
import { MESSAGES, packageFormSchema, packageUpdateFormSchema, type FieldErrors } from '@mk/validators';
import { EntityForm, formFields, HALF_COLUMN } from '@mk/ui';
import { centerTypeLabel, packageTypeLabel, useLocale } from '../package-text';
import { DiscountField } from './discount-field';
import { OwnerField } from './owner-field';
import { PACKAGE_SECTIONS, type PackageFormValues, type SectionKey } from './package-form.values';

const { TextField, NumberField, SelectField, DateField, ImageField } = formFields<PackageFormValues>();
const FIRST_DAY = `${DATE_RANGE_MIN_YEAR}-01-01`;

export interface PackageFormProps {
  /** Create shows the owner and its center type; update cannot change them. */
  mode: 'create' | 'update';
  initialValues: PackageFormValues;
  submitLabel: string;
  onSubmit: (values: PackageFormValues) => Promise<void>;
}

/** A missing field reads 'Please fill all required fields' (spec 3 section 5); any other rule says its own words. */
const summary = (errors: FieldErrors) => {
  const messages = Object.values(errors);
  return messages.find((message) => message.id === MESSAGES.required.id) ?? messages[0] ?? MESSAGES.required;
};

/**
 * The create and update form (spec 3 sections 2 and 5): the promo image (uploaded on its own:
 * 'make sure to click upload'), then offer, owner (create), price and dates, checked by the shared
 * package schema.
 */
export function PackageForm({ mode, initialValues, submitLabel, onSubmit }: PackageFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const user = useSelector(selectUser);
  const admin = user?.role === 'ADMIN';
  const create = mode === 'create';
  const label = (key: string) => intl.formatMessage({ id: `packages.form.fields.${key}` });
  const bodies: Record<SectionKey, ReactNode> = {
    offer: (
      <>
        <Row gutter={16}>
          <Col {...HALF_COLUMN}>
            <TextField name="title" label={label('title')} required />
          </Col>
          <Col {...HALF_COLUMN}>
            <TextField name="title_ar" label={label('titleAr')} required dir="rtl" />
          </Col>
        </Row>
        <TextField name="description" label={label('description')} required multiline />
        <TextField name="description_ar" label={label('descriptionAr')} required multiline dir="rtl" />
        <SelectField name="package_type" label={label('packageType')} required options={PACKAGE_TYPES.map((value) => ({ value, label: packageTypeLabel(value, locale) }))} />
      </>
    ),
    owner: (
      <Row gutter={16}>
        <Col {...HALF_COLUMN}>
          <SelectField name="center_type" label={label('centerType')} required options={FACILITY_CATEGORIES.map((value) => ({ value, label: centerTypeLabel(value, locale) }))} />
        </Col>
        <Col {...HALF_COLUMN}>
          <OwnerField admin={admin} label={label('owner')} />
        </Col>
      </Row>
    ),
    price: (
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <NumberField name="price_before" label={label('priceBefore')} required />
        </Col>
        <Col xs={24} md={8}>
          <NumberField name="price_after" label={label('priceAfter')} required />
        </Col>
        <Col xs={24} md={8}>
          <DiscountField label={label('discount')} />
        </Col>
      </Row>
    ),
    dates: (
      <Row gutter={16}>
        <Col {...HALF_COLUMN}>
          <DateField name="start_date" label={label('startDate')} required min={FIRST_DAY} />
        </Col>
        <Col {...HALF_COLUMN}>
          <DateField name="end_date" label={label('endDate')} required min={FIRST_DAY} />
        </Col>
      </Row>
    ),
  };
  const header = (
    <>
      <ImageField name="promo_img" label={label('image')} required upload={imageUploader(user?.token)} />
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {intl.formatMessage({ id: 'packages.form.uploadNote' })}
      </Typography.Paragraph>
    </>
  );
  return (
    <EntityForm<PackageFormValues>
      idPrefix="package"
      schema={create ? packageFormSchema : packageUpdateFormSchema}
      initialValues={initialValues}
      header={header}
      sections={PACKAGE_SECTIONS.filter((section) => create || section.key !== 'owner').map((section) => ({
        ...section,
        title: intl.formatMessage({ id: `packages.form.sections.${section.key}` }),
        body: bodies[section.key],
      }))}
      summary={summary}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
