import { Button, Col, Form, Input, Row, Select, Space, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CITIES, SPECIALIZATIONS, type City, type Specialization } from '@mk/contracts';
import { TagFilterSelect } from '@mk/ui';
import { cityLabel, specializationLabel, useLocale } from '../clinic-text';
import type { ClinicFilters } from './list-params';

export interface ClinicFilterBoxProps {
  /** The filters the URL carries; the box edits a draft of them until Search. */
  applied: ClinicFilters;
  onSearch: (filters: ClinicFilters) => void;
  onClear: () => void;
}

/**
 * ADMIN's filter box (spec 1 section 2): name, tags (500 ms search), city, specialization,
 * Search and Clear. Mount it with a key of the URL so Back restores what it shows.
 */
export function ClinicFilterBox({ applied, onSearch, onClear }: ClinicFilterBoxProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  const [name, setName] = useState(applied.name);
  const [city, setCity] = useState<City | undefined>(applied.city);
  const [specialization, setSpecialization] = useState<Specialization | undefined>(applied.specialization);
  const [tags, setTags] = useState<string[]>(applied.tags);
  const t = (id: string) => intl.formatMessage({ id: `clinics.list.filters.${id}` });

  return (
    <Form
      layout="vertical"
      role="search"
      aria-label={t('label')}
      onFinish={() => onSearch({ name, city, specialization, tags })}
      style={{
        padding: 16,
        marginBlockEnd: 16,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item label={t('name')} htmlFor="clinic-filter-name">
            <Input id="clinic-filter-name" value={name} onChange={(event) => setName(event.target.value)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item label={t('tags')} htmlFor="clinic-filter-tags">
            <TagFilterSelect id="clinic-filter-tags" value={tags} onChange={setTags} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item label={t('city')} htmlFor="clinic-filter-city">
            <Select<City>
              id="clinic-filter-city"
              allowClear
              value={city}
              onChange={(value) => setCity(value ?? undefined)}
              options={CITIES.map((value) => ({ value, label: cityLabel(value, locale) }))}
              virtual={false}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item label={t('specialization')} htmlFor="clinic-filter-specialization">
            <Select<Specialization>
              id="clinic-filter-specialization"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={specialization}
              onChange={(value) => setSpecialization(value ?? undefined)}
              options={SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value, locale) }))}
              virtual={false}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
        <Button htmlType="button" onClick={onClear}>
          {t('clear')}
        </Button>
      </Space>
    </Form>
  );
}
