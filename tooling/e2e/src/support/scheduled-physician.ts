import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { apiCall, apiToken } from './server';

export interface BookableClinic {
  picToken: string;
  adminToken: string;
  /** The clinic PIC's 'Al Noor Family Clinic', with both its names. */
  clinic: { sys_id: string; name: string; nameArabic: string };
  /** A walk-in physician of that clinic who has weekly hours. */
  physician: { sys_id: string; name: string; arabicName: string };
}

/** The demo clinic PIC's busiest clinic and one of its walk-in physicians with a schedule. */
export async function bookableClinic(baseUrl: string): Promise<BookableClinic> {
  const picToken = await apiToken(baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
  const adminToken = await apiToken(baseUrl, DEMO_USERS.admin.email, DEMO_PASSWORD);
  const owned = await apiCall<{ data: Array<{ sys_id: string; registered_clinic_name: string; registered_clinic_name_arabic: string }> }>(
    baseUrl,
    'clinic-read/?page=1&limit=50',
    { token: picToken },
  );
  const noor = owned.payload.data.find((row) => row.registered_clinic_name === 'Al Noor Family Clinic')!;
  const physicians = await apiCall<{ rows: Array<{ sys_id: string; name: string; arabic_name?: string }> }>(
    baseUrl,
    `doctor-read/v2?page=1&limit=30&clinic=${noor.sys_id}&consultationType=walkin`,
    { token: adminToken },
  );
  for (const candidate of physicians.payload.rows) {
    const hours = await apiCall<unknown[]>(baseUrl, `appointment-management/get-operating-hour/${candidate.sys_id}`, { token: adminToken });
    if (hours.payload.length > 0) {
      return {
        picToken,
        adminToken,
        clinic: { sys_id: noor.sys_id, name: noor.registered_clinic_name, nameArabic: noor.registered_clinic_name_arabic },
        physician: { sys_id: candidate.sys_id, name: candidate.name, arabicName: candidate.arabic_name || candidate.name },
      };
    }
  }
  throw new Error('No walk-in physician with weekly hours in Al Noor Family Clinic');
}
