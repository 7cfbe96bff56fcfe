import type { Locale } from '@mk/contracts';

/**
 * ISO 3166 alpha-3 codes (as patients carry them in `country_id`, 'SAU') of the nationalities most
 * seen in Saudi Arabia, with their alpha-2 code, which the browser's `Intl.DisplayNames` names in
 * the user's language. An unknown code is shown as it is.
 */
const ALPHA2: Record<string, string> = {
  SAU: 'SA', ARE: 'AE', KWT: 'KW', QAT: 'QA', BHR: 'BH', OMN: 'OM', YEM: 'YE', EGY: 'EG', JOR: 'JO', SYR: 'SY',
  LBN: 'LB', PSE: 'PS', IRQ: 'IQ', SDN: 'SD', MAR: 'MA', DZA: 'DZ', TUN: 'TN', LBY: 'LY', IND: 'IN', PAK: 'PK',
  BGD: 'BD', LKA: 'LK', NPL: 'NP', AFG: 'AF', PHL: 'PH', IDN: 'ID', MYS: 'MY', ETH: 'ET', ERI: 'ER', SOM: 'SO',
  KEN: 'KE', NGA: 'NG', TUR: 'TR', IRN: 'IR', GBR: 'GB', USA: 'US', CAN: 'CA', FRA: 'FR', DEU: 'DE', CHN: 'CN',
};

const names: Partial<Record<Locale, Intl.DisplayNames>> = {};

/** The country's name in the locale ('Saudi Arabia', 'المملكة العربية السعودية'); null when no code. */
export function countryName(code: string | null | undefined, locale: Locale): string | null {
  if (!code) return null;
  const alpha2 = ALPHA2[code.toUpperCase()];
  if (!alpha2) return code;
  names[locale] ??= new Intl.DisplayNames([locale], { type: 'region' });
  return names[locale]!.of(alpha2) ?? code;
}
