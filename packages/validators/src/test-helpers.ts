import { ValidationError, type AnySchema } from 'yup';
import { messageText } from './descriptor';

/**
 * Validates and returns `{ path: englishText }` for every failure (empty when valid), the way a
 * form would show them. For tests (exported as `englishFieldErrors`, for the domains' own rules).
 */
export async function errorsOf(schema: AnySchema, value: unknown, context?: object): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? '';
      if (!(path in errors)) errors[path] = messageText(inner.message as never);
    }
    return errors;
  }
}

/** A clinic every clinic schema accepts; tests change one field at a time. */
export const validClinic = {
  registered_clinic_name: 'Shifa Clinic',
  registered_clinic_name_arabic: 'عيادة الشفاء',
  pic_id: 'pic-1',
  specialization: 'DENTISTRY',
  clinic_bio: 'نبذة',
  clinic_bio_en: 'A bio',
  SCFHS_license_number: '123456',
  avatar: 'https://img.example.com/logo.png',
  address: 'Al Rawdah',
  street: 'King Fahd Road',
  city: 'JEDDAH',
  zip: '23435',
  country: 'Saudi Arabia',
  lat: '21.54238',
  lng: '39.19797',
};

/** A walk-in physician with app access that every physician schema accepts. */
export const validPhysician = {
  name: 'Sara Ahmed',
  arabic_name: 'سارة أحمد',
  title: 'CONSULTANT',
  gender: 'Female',
  about: 'نبذة',
  about_en: 'Bio',
  phone: '0501234567',
  password: 'secret-pass',
  specialization: 'PSYCHIATRY',
  clinic_id: 'clinic-1',
  medical_id: '998877',
  walkin_enabled: true,
  consultation_duration: '30',
  walkin_fees: '150',
};
