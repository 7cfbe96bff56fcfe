import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, theme, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_TYPES, IMAGE_UPLOADER_SIZE } from '@mk/contracts';
import { acceptsFile } from './file-accept';

const ACCEPT = [...IMAGE_TYPES.map((type) => `.${type}`), 'image/jpeg', 'image/png'].join(',');

export interface ImageUploaderProps {
  /** Called with the hosted image's `secure_url` once the upload succeeds. */
  onUploaded: (url: string) => void;
  /** The image shown before a new one is chosen (the current logo or avatar). */
  value?: string | null;
  /** A round avatar of 160 px (default), or a rectangle of `width` x `height`. */
  shape?: 'round' | 'rect';
  width?: number;
  height?: number;
  /**
   * Stores the chosen file and resolves with its hosted URL, or rejects with words to show (the
   * domain passes @mk/api's `imageUploader(token)`: the kit itself does no I/O).
   */
  upload: (file: File) => Promise<string>;
  /** Accessible name of the choose button, e.g. "Clinic's logo". */
  label?: string;
}

/**
 * Choose a jpeg, jpg or png, see it, upload it (spec 1 section 4): Upload is enabled once a file
 * is chosen; `upload` stores it, the hosted URL is emitted and the file cleared.
 */
export function ImageUploader({ onUploaded, upload: store, value, shape = 'round', width, height, label }: ImageUploaderProps) {
  const intl = useIntl();
  const { token: design } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `ui.imageUploader.${id}` });

  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const boxWidth = shape === 'round' ? IMAGE_UPLOADER_SIZE : width ?? IMAGE_UPLOADER_SIZE;
  const boxHeight = shape === 'round' ? IMAGE_UPLOADER_SIZE : height ?? IMAGE_UPLOADER_SIZE;
  const shown = preview ?? value ?? undefined;

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!acceptsFile(chosen, ACCEPT)) {
      setWrongType(true);
      return;
    }
    setWrongType(false);
    setFile(chosen);
  };

  /** Whether the image shown is one this uploader has just stored (issue 16: it used to still say 'Please select an image'). */
  const [uploaded, setUploaded] = useState(false);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const url = await store(file);
      onUploaded(url);
      setFile(null);
      setUploaded(true);
    } catch (failure) {
      setError((failure instanceof Error && failure.message) || t('failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="mk-image-uploader" style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={label ?? t(file || value ? 'change' : 'choose')}
        style={{
          width: boxWidth,
          height: boxHeight,
          borderRadius: shape === 'round' ? '50%' : design.borderRadiusLG,
          border: `1px dashed ${design.colorBorder}`,
          background: design.colorFillAlter,
          padding: 0,
          overflow: 'hidden',
          cursor: 'pointer',
        }}
      >
        {shown ? (
          <img src={shown} alt={t('preview')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 40, color: design.colorTextTertiary }} />
        )}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="image-uploader-input"
        accept={ACCEPT}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {uploading && <Progress percent={100} status="active" showInfo={false} style={{ width: boxWidth }} aria-label={t('uploading')} />}
      <Space orientation="vertical" align="center" size={4}>
        <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={!file} loading={uploading} onClick={() => void upload()}>
          {uploading ? t('uploading') : t('upload')}
        </Button>
        {!file && !uploading && <UploaderStatus wrongType={wrongType} uploaded={uploaded} hasImage={Boolean(value)} t={t} />}
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Space>
    </div>
  );
}

/** What to do next, under the Upload button: choose an image, the one chosen was stored, or how to replace it. */
function UploaderStatus({ wrongType, uploaded, hasImage, t }: { wrongType: boolean; uploaded: boolean; hasImage: boolean; t: (id: string) => string }) {
  if (wrongType) {
    return (
      <Typography.Text type="danger" role="alert">
        {t('noImage')}
      </Typography.Text>
    );
  }
  if (uploaded) {
    return (
      <Typography.Text type="success" role="status">
        {t('uploaded')}
      </Typography.Text>
    );
  }
  return <Typography.Text type="secondary">{t(hasImage ? 'replace' : 'noImage')}</Typography.Text>;
}
