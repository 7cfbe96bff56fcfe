import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_TIMEOUT_MS } from '@mk/contracts';

export interface ErrorBannerProps {
  /** The server's message; nothing is shown when empty. */
  message?: string | null;
  /** Called when the banner clears itself, so the owner can forget the error. */
  onClear?: () => void;
  timeoutMs?: number;
}

/** A danger banner that clears itself after 3000 ms (spec 1 section 8). */
export function ErrorBanner({ message, onClear, timeoutMs = NOTICE_TIMEOUT_MS }: ErrorBannerProps) {
  const [expired, setExpired] = useState<string | null>(null);
  const onClearRef = useRef(onClear);
  useEffect(() => {
    onClearRef.current = onClear;
  });

  useEffect(() => {
    if (!message) return;
    setExpired(null);
    const timer = setTimeout(() => {
      setExpired(message);
      onClearRef.current?.();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);

  if (!message || expired === message) return null;
  return <Alert type="error" showIcon title={message} role="alert" className="mk-error-banner" />;
}
