import type { Locale, OwnedFacility } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** A facility's name in the reader's language (the Arabic one when not English, else the English). */
export const facilityName = (facility: OwnedFacility, locale: Locale) => localizedName(locale, facility.name, facility.name_ar);
