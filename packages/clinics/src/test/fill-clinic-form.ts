import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Chooses an option of an antd Select found by its label. */
export async function choose(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

/** Types a value and leaves the field, as a user does before its message shows. */
export function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** Types a value without leaving the field (valid values need no message; fewer renders). */
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

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

/** Chooses a PNG for the logo and uploads it. */
export async function uploadLogo() {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });
  const upload = screen.getByText(/^(Upload|رفع)$/).closest('button')!;
  await waitFor(() => expect(upload).toBeEnabled());
  fireEvent.click(upload);
  await waitFor(() => expect(screen.getByAltText(/Chosen image|الصورة المختارة/)).toHaveAttribute('src', expect.stringContaining('logo')));
}

/** The validity a section's header announces. */
export function sectionValidity(section: 'ginfo' | 'contact' | 'address' | 'bank'): string | null {
  return document.querySelector(`[data-section="${section}"]`)?.getAttribute('data-valid') ?? null;
}
