import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import type { FieldOf } from './form-kit.context';
import { TextField } from './text-field';

export interface BilingualFieldProps<V> {
  /** The English and the Arabic field of one thing (name, bio, expertise). */
  en: FieldOf<V, string>;
  ar: FieldOf<V, string>;
  labels: { en: ReactNode; ar: ReactNode };
  required?: boolean;
  multiline?: boolean;
}

/** An English and an Arabic text side by side, each typed in its own direction whatever the page's. */
export function BilingualField<V>({ en, ar, labels, required, multiline }: BilingualFieldProps<V>) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <TextField<V> name={en} label={labels.en} required={required} multiline={multiline} dir="ltr" />
      </Col>
      <Col xs={24} md={12}>
        <TextField<V> name={ar} label={labels.ar} required={required} multiline={multiline} dir="rtl" />
      </Col>
    </Row>
  );
}
