import { Button, Col, Form, Input, Row, Select, Space, theme } from 'antd';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { SPECIALIZATIONS, type Specialization } from '@mk/contracts';
import { clinicsApi } from '@mk/api';
import { AutocompleteSelect, TagFilterSelect, type AutocompleteOption } from '@mk/ui';
import { specializationLabel, useLocale } from '../physician-text';
import { CONSULTATION_TYPES, type ConsultationType, type PhysicianFilters } from './list-params';

export interface PhysicianFilterBoxProps {
  /** The filters the URL carries; the box edits a draft of them until Search. */
  applied: PhysicianFilters;
  /** ADMIN also filters by clinic, on a wider grid. */
  admin: boolean;
  onSearch: (filters: PhysicianFilters) => void;
  onClear: () => void;
}

/** Clinic search for the ADMIN filter (GET clinic-read/clinics?name=). */
function useClinicSearch(): (text: string) => Promise<AutocompleteOption[]> {
  const locale = useLocale();
  const [trigger] = clinicsApi.endpoints.getClinics.useLazyQuery();
  return useCallback(
    async (text: string) => {
      const page = await trigger({ name: text.trim() || undefined, page: 1, limit: 10 }, true).unwrap();
      return page.rows.map((clinic) => ({
        value: clinic.sys_id,
        label: locale === 'en' ? clinic.registered_clinic_name : clinic.registered_clinic_name_arabic || clinic.registered_clinic_name,
      }));
    },
    [trigger, locale],
  );
}

/**
 * The physician filter box (spec 1 section 2): name, tags, specialization, consultation type and, for
 * ADMIN, a clinic autocomplete; Search and Clear. Mount it with a key of the URL so Back restores it.
 */
export function PhysicianFilterBox({ applied, admin, onSearch, onClear }: PhysicianFilterBoxProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  const searchClinics = useClinicSearch();
  const [name, setName] = useState(applied.name);
  const [specialization, setSpecialization] = useState<Specialization | undefined>(applied.specialization);
  const [consultationType, setConsultationType] = useState<ConsultationType | undefined>(applied.consultationType);
  const [clinic, setClinic] = useState<AutocompleteOption | null>(applied.clinic ?? null);
  const [tags, setTags] = useState<string[]>(applied.tags);
  const t = (id: string) => intl.formatMessage({ id: `physicians.list.${id}` });
  const column = admin ? { xs: 24, md: 12, xl: 8 } : { xs: 24, md: 12, xl: 6 };

  return (
    <Form
      layout="vertical"
      role="search"
      aria-label={t('filters.label')}
      onFinish={() => onSearch({ name, tags, specialization, consultationType, clinic: admin ? (clinic ?? undefined) : undefined })}
      style={{
        padding: 16,
        marginBlockEnd: 16,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Row gutter={[16, 0]}>
        <Col {...column}>
          <Form.Item label={t('filters.name')} htmlFor="physician-filter-name">
            <Input id="physician-filter-name" value={name} onChange={(event) => setName(event.target.value)} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item label={t('filters.tags')} htmlFor="physician-filter-tags">
            <TagFilterSelect id="physician-filter-tags" value={tags} onChange={setTags} />
          </Form.Item>
        </Col>
        {admin && (
          <Col {...column}>
            <Form.Item label={t('filters.clinic')} htmlFor="physician-filter-clinic">
              <AutocompleteSelect
                id="physician-filter-clinic"
                // antd's placeholder grey fails the contrast check (axe): the label says what to type.
                placeholder=""
                value={clinic}
                onChange={setClinic}
                search={searchClinics}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
        <Col {...column}>
          <Form.Item label={t('filters.specialization')} htmlFor="physician-filter-specialization">
            <Select<Specialization>
              id="physician-filter-specialization"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={specialization}
              onChange={(value) => setSpecialization(value ?? undefined)}
              options={SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value, locale) }))}
              virtual={false}
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item label={t('filters.consultationType')} htmlFor="physician-filter-type">
            <Select<ConsultationType>
              id="physician-filter-type"
              allowClear
              value={consultationType}
              onChange={(value) => setConsultationType(value ?? undefined)}
              options={CONSULTATION_TYPES.map((value) => ({ value, label: t(`consultationTypes.${value}`) }))}
              virtual={false}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('filters.search')}
        </Button>
        <Button htmlType="button" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </Space>
    </Form>
  );
}
