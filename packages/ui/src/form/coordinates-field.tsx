import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOf } from './form-kit.context';
import { NumberField } from './text-field';

export interface CoordinatesFieldProps<V> {
  lat: FieldOf<V, string>;
  lng: FieldOf<V, string>;
  required?: boolean;
  /** The form's own words; 'Latitude' and 'Longitude' by default. */
  labels?: { lat: ReactNode; lng: ReactNode };
}

/** Latitude and longitude side by side, as decimal degrees typed left to right. */
export function CoordinatesField<V>({ lat, lng, required, labels }: CoordinatesFieldProps<V>) {
  const intl = useIntl();
  return (
    <Row gutter={16}>
      <Col xs={12}>
        <NumberField<V> name={lat} label={labels?.lat ?? intl.formatMessage({ id: 'ui.form.latitude' })} required={required} />
      </Col>
      <Col xs={12}>
        <NumberField<V> name={lng} label={labels?.lng ?? intl.formatMessage({ id: 'ui.form.longitude' })} required={required} />
      </Col>
    </Row>
  );
}
