import { chooseBySearch, fill } from '@mk/module-kit/testing';

/** Fills every field the register form requires before a service is chosen, with English values. */
export async function fillRequiredFields(options: { clinic?: string; appAccess?: boolean } = {}) {
  fill('Physician Name (English)', 'sara AHMED');
  fill('Physician Name (Arabic)', 'سارة أحمد');
  await chooseBySearch('Title', 'Consultant Physician');
  await chooseBySearch('Gender', 'Female');
  fill('Bio (English)', 'Child and adolescent psychiatrist.');
  fill('Bio (Arabic)', 'طبيبة نفسية للأطفال والمراهقين.');
  if (options.appAccess !== false) {
    fill('Phone Number', '0501234567');
    fill('Password', 'Secret@123');
  }
  if (options.clinic) await chooseBySearch('Clinic', options.clinic);
  fill('SCFHS Number', '998877');
  await chooseBySearch('Specialization', 'Psychiatry');
}
