import { choose, fill } from '@mk/module-kit/testing';

/** Fills every required field of the four sections with valid values (the logo apart). */
export async function fillRequiredFields(options: { pic?: string } = {}) {
  fill('Center Name (English)', 'Al Borg Lab Malqa');
  fill('Center Name (Arabic)', 'مختبر البرج الملقا');
  if (options.pic) await choose('Person in Charge', options.pic);
  await choose('Center Type', 'Lab & Radiology');
  fill('MOH License ID', '5098765');
  fill('Bio (English)', 'Lab panels and X-rays in Al Malqa.');
  fill('Bio (Arabic)', 'تحاليل مخبرية وأشعة في الملقا.');
  await choose('City', 'Riyadh');
  fill('District', 'Al Malqa');
  fill('Street', 'Anas Bin Malik Road');
  fill('Latitude', '24.8120');
  fill('Longitude', '46.6120');
}
