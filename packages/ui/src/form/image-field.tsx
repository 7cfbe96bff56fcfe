import { Typography } from 'antd';
import { ImageUploader } from '../image-uploader';
import { useFormKit, type FieldOf } from './form-kit.context';

export interface ImageFieldProps<V> {
  /** The field holding the hosted image's URL. */
  name: FieldOf<V, string>;
  label: string;
  required?: boolean;
  /** Stores the chosen image and gives its URL (see ImageUploader). */
  upload: (file: File) => Promise<string>;
}

/**
 * A logo or photo: the uploader, its caption and its error. Place it outside antd's Form, whose
 * styles show every file input (the uploader's is hidden).
 */
export function ImageField<V>({ name, label, required, upload }: ImageFieldProps<V>) {
  const { formik, shownError } = useFormKit<V>();
  const error = shownError(name);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', marginBlockEnd: 16 }}>
      <ImageUploader
        label={label}
        value={(formik.values[name] as string) || null}
        upload={upload}
        onUploaded={(url) => {
          void formik.setFieldValue(name, url);
          void formik.setFieldTouched(name, true, false);
        }}
      />
      <Typography.Text strong style={{ marginBlockStart: 4 }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
