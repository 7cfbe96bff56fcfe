import { CloseOutlined, FileOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { FILE_PREVIEW } from '@mk/contracts';
import { numberLocale } from '@mk/i18n';
import { acceptAttribute, sortFiles, type FileRejection, type FileRules } from './file-accept';
import { useUiLocale } from './use-locale';

export interface FileDropProps extends FileRules {
  /** The chosen files (controlled); without it the drop keeps its own list. */
  value?: File[];
  onChange?: (files: File[]) => void;
  /** Files refused, with the reason: 'type', 'size' or 'no_multiple'. */
  onReject?: (rejections: FileRejection[]) => void;
  /** The drop area's text and accessible name. */
  label?: string;
  disabled?: boolean;
}

function useObjectUrl(file: File): string | undefined {
  const url = useMemo(
    () => (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function Preview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const url = useObjectUrl(file);
  return (
    <li
      style={{
        position: 'relative',
        width: FILE_PREVIEW.width,
        height: FILE_PREVIEW.height,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      aria-label={intl.formatMessage({ id: 'ui.fileDrop.preview' }, { name: file.name })}
    >
      {url ? (
        <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <span style={{ textAlign: 'center', paddingInline: 8 }}>
          <FileOutlined style={{ fontSize: 32 }} />
          <Typography.Text ellipsis style={{ display: 'block', maxWidth: FILE_PREVIEW.width - 16 }}>
            <bdi>{file.name}</bdi>
          </Typography.Text>
        </span>
      )}
      <Button
        size="small"
        shape="circle"
        icon={<CloseOutlined />}
        onClick={onRemove}
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'ui.fileDrop.remove' }, { name: file.name })}
        style={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4 }}
      />
    </li>
  );
}

/**
 * A drop area (180 px tall) with removable previews (140 x 180 px). The area is a button that opens
 * the file chooser, so it works from the keyboard; dropped and chosen files pass the same checks.
 */
export function FileDrop({ accept, maxSize, multiple = false, value, onChange, onReject, label, disabled }: FileDropProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState<File[]>([]);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [over, setOver] = useState(false);
  const files = value ?? own;

  const change = (next: File[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const offer = (offered: File[]) => {
    if (disabled || offered.length === 0) return;
    const { accepted, rejected } = sortFiles(offered, { accept, maxSize, multiple }, files.length);
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) change([...files, ...accepted]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    offer(Array.from(event.dataTransfer?.files ?? []));
  };

  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(numberLocale(locale), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / (1024 * 1024),
    );
  const prompt = label ?? intl.formatMessage({ id: 'ui.fileDrop.prompt' });

  return (
    <div className="mk-file-drop">
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          width: '100%',
          blockSize: FILE_PREVIEW.dropAreaHeight,
          border: `2px dashed ${over ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: over ? token.colorPrimaryBg : token.colorFillAlter,
          color: token.colorText,
          cursor: disabled ? 'not-allowed' : 'pointer',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          font: 'inherit',
        }}
      >
        <InboxOutlined style={{ fontSize: 40, color: token.colorPrimary }} aria-hidden />
        <span>{prompt}</span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="file-drop-input"
        accept={acceptAttribute(accept)}
        multiple={multiple}
        onChange={(event) => {
          offer(Array.from(event.target.files ?? []));
          // Choosing the same file again after removing it must fire again.
          event.target.value = '';
        }}
      />
      {rejections.length > 0 && (
        <ul role="alert" style={{ color: token.colorError, paddingInlineStart: 16, marginBlock: 8 }}>
          {rejections.map(({ file, reason }, index) => (
            <li key={`${file.name}-${index}`}>
              {intl.formatMessage(
                { id: `ui.fileDrop.rejected.${reason}` },
                { name: file.name, max: maxSize === undefined ? '' : megabytes(maxSize) },
              )}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'ui.fileDrop.previews' })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 0, marginBlock: 12, listStyle: 'none' }}
        >
          {files.map((file, index) => (
            <Preview
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              disabled={disabled}
              onRemove={() => change(files.filter((_, other) => other !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
