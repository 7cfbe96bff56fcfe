import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { CITY_REFUSAL_KM, kmFromCity, outsideCityArea } from '@mk/validators';
import { useFormKit } from '@mk/ui';
import { cityLabel, useLocale } from '../pharmacy-text';
import type { PharmacyFormValues } from './pharmacy-form.values';

/**
 * Warns while the typed point lies outside the chosen city's area: orders go to the pharmacies
 * near the patient, so a Jeddah pharmacy with Riyadh's coordinates got Riyadh's orders. A warning
 * (a pharmacy on the city's edge is fine); past CITY_REFUSAL_KM the server refuses the save.
 */
export function CityAreaWarning() {
  const intl = useIntl();
  const locale = useLocale();
  const { values } = useFormKit<PharmacyFormValues>().formik;
  if (!outsideCityArea(values.city, values.lat, values.lng)) return null;
  const km = kmFromCity(values.city, values.lat, values.lng) ?? 0;
  const city = cityLabel(values.city, locale);
  return (
    <Alert
      type={km > CITY_REFUSAL_KM ? 'error' : 'warning'}
      showIcon
      role="alert"
      title={intl.formatMessage({ id: km > CITY_REFUSAL_KM ? 'pharmacies.form.cityArea.refused' : 'pharmacies.form.cityArea.outside' }, { km, city, max: CITY_REFUSAL_KM })}
    />
  );
}
