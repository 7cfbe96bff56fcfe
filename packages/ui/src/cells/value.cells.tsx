import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatSAR, RIYADH_TIME_ZONE } from '@mk/i18n';
import { useUiLocale } from '../use-locale';

const EMPTY = '—';

type DateValue = string | number | Date | null | undefined;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function validDate(value: DateValue): boolean {
  return !isBlank(value) && !Number.isNaN(new Date(value as string | number | Date).getTime());
}

/** dd-MM-yyyy (spec 1 section 9), in UTC like every stored time. */
export function DateCell({ value }: { value: DateValue }) {
  return <bdi>{validDate(value) ? formatDate(value as string) : EMPTY}</bdi>;
}

/**
 * dd-MM-yyyy hh:mm a; Arabic reads ص/م for AM/PM. A moment (issued, sent, called) is read on the
 * Riyadh clock, as the users' own: 2024-03-05T22:59Z is 06-03-2024 01:59 AM, not the day before.
 * `clock="utc"` is for times whose wall clock is stored as UTC (an appointment's slot).
 */
export function DateTimeCell({ value, clock = 'riyadh' }: { value: DateValue; clock?: 'riyadh' | 'utc' }) {
  const locale = useUiLocale();
  if (!validDate(value)) return <bdi>{EMPTY}</bdi>;
  return <bdi>{formatDateTime(value as string, locale, clock === 'riyadh' ? RIYADH_TIME_ZONE : 'UTC')}</bdi>;
}

export function EmailCell({ value }: { value?: string | null }) {
  if (!value) return <>{EMPTY}</>;
  return (
    <a href={`mailto:${value}`}>
      <bdi>{value}</bdi>
    </a>
  );
}

/** A phone number as typed, isolated so an Arabic line does not move its '+' (UX.md). */
export function PhoneCell({ value }: { value?: string | null }) {
  if (!value) return <>{EMPTY}</>;
  return (
    <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>
      <bdi>{value}</bdi>
    </a>
  );
}

/** An amount in SAR, Western digits in both languages. */
export function CurrencyCell({ value }: { value?: number | string | null }) {
  const locale = useUiLocale();
  const amount = Number(value);
  if (isBlank(value) || !Number.isFinite(amount)) return <>{EMPTY}</>;
  return <bdi>{formatSAR(amount, locale)}</bdi>;
}

export interface LinkCellProps {
  /** A route inside the dashboard ... */
  to?: string;
  /** ... or an address outside it (opens in a new tab). */
  href?: string;
  children: ReactNode;
}

export function LinkCell({ to, href, children }: LinkCellProps) {
  if (to) return <Link to={to}>{children}</Link>;
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        <bdi>{children}</bdi>
      </a>
    );
  return <>{children}</>;
}

/**
 * Plain text, cut with an ellipsis when long (the full text shows on hover). Text is of unknown
 * direction (a note, a name, typed in either language): `dir="auto"` isolates it and takes its
 * direction from its first strong letter, so an English sentence in the Arabic page keeps its full
 * stop at its end ('Diet advice given.' not '.Diet advice given').
 */
export function TextCell({ value }: { value?: ReactNode }) {
  if (isBlank(value)) return <>{EMPTY}</>;
  const text = typeof value === 'string' || typeof value === 'number';
  return (
    <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 320 }} {...(text && { dir: 'auto' })}>
      {value}
    </Typography.Text>
  );
}
