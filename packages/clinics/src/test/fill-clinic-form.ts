import { choose, fill } from '@mk/module-kit/testing';

/** Fills every required field of the four sections with valid English values. */
export async function fillRequiredFields(options: { pic?: string } = {}) {
  fill('Clinic Name (English)', 'Riverside Dental Care');
  fill('Clinic Name (Arabic)', 'عيادة ريفرسايد للأسنان');
  if (options.pic) await choose('Person in Charge', options.pic);
  await choose('Specialization', 'Dentistry');
  fill('MOH License ID', '778899');
  fill('Bio (English)', 'Family dentistry by the river.');
  fill('Bio (Arabic)', 'طب أسنان للعائلة.');
  fill('District', 'Al Rawdah');
  fill('Street', 'Prince Sultan Road');
  await choose('City', 'Jeddah');
  fill('Zip Code', '23435');
  fill('Country', 'Saudi Arabia');
  fill('Latitude', '21.5433');
  fill('Longitude', '39.1728');
}
