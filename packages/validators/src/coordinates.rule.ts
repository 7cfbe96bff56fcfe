import type { MessageDescriptor } from './descriptor';
import { toWesternDigits } from './digits';
import { asText, isEmpty } from './empty';
import { MESSAGES } from './messages';

/** -90 to 90 with up to 17 decimals: '21.54238', '-90', '90.0', not '90.5' nor 18 decimals. */
const LATITUDE = /^[-+]?((([1-8]?\d)(\.\d{1,17})?)|(90(\.0{1,17})?))$/;
/** -180 to 180 with any number of decimals: '39.19797', '-180', '180.000', not '180.1'. */
const LONGITUDE = /^[-+]?((((1[0-7]\d)|([1-9]?\d))(\.\d+)?)|(180(\.0+)?))$/;

const coordinateText = (value: unknown) => toWesternDigits(asText(value));

/** Spec 1 section 5, latitude: else 'Invalid latitude'. Empty passes. */
export function validateLatitude(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  return LATITUDE.test(coordinateText(value)) ? undefined : MESSAGES.latitudeInvalid;
}

/** Spec 1 section 5, longitude: else 'Invalid longitude'. Empty passes. */
export function validateLongitude(value: unknown): MessageDescriptor | undefined {
  if (isEmpty(value)) return undefined;
  return LONGITUDE.test(coordinateText(value)) ? undefined : MESSAGES.longitudeInvalid;
}
