import type { Locale, OrderView } from '@mk/contracts';

export { useLocale } from '@mk/i18n';

/** The order's address in the user's language: Arabic when the locale is not English and there is one (UX.md). */
export function orderAddress(order: Pick<OrderView, 'address' | 'address_ar'>, locale: Locale): string | null {
  if (locale !== 'en' && order.address_ar?.trim()) return order.address_ar;
  return order.address ?? null;
}

/** The last characters of an id, enough to tell orders apart on a card (the full id is in its title). */
export const shortId = (id: string) => (id.length > 8 ? `…${id.slice(-8)}` : id);
