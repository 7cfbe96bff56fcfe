import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/**
 * The QR code of an otpauth:// URL, drawn in the browser: the secret never goes to another service.
 * `qrcode` is imported here, so it loads with the two-step dialog, never with the login route.
 */
export function QrImage({ value, alt, size = 200 }: { value: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(value, { margin: 1, width: size })).then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [value, size]);
  return src ? <img src={src} alt={alt} width={size} height={size} /> : <Spin />;
}
