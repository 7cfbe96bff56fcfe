import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Chooses an option of an antd Select found by its label, as a keyboard user does: types its
 * name into the search and presses Enter (only the matching options render: fast in jsdom).
 */
export async function choose(label: string | RegExp, option: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value: option } });
  await screen.findAllByTitle(option);
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(field.closest('.ant-select')?.querySelector('.ant-select-content')).toHaveAttribute('title', option));
}

/** Types a value and leaves the field, as a user does before its message shows. */
export function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** Types a value without leaving the field (valid values need no message; fewer renders). */
export function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Fills every field the register form requires before a service is chosen, with English values. */
export async function fillRequiredFields(options: { clinic?: string; appAccess?: boolean } = {}) {
  fill('Physician Name (English)', 'sara AHMED');
  fill('Physician Name (Arabic)', 'سارة أحمد');
  await choose('Title', 'Consultant Physician');
  await choose('Gender', 'Female');
  fill('Bio (English)', 'Child and adolescent psychiatrist.');
  fill('Bio (Arabic)', 'طبيبة نفسية للأطفال والمراهقين.');
  if (options.appAccess !== false) {
    fill('Phone Number', '0501234567');
    fill('Password', 'Secret@123');
  }
  if (options.clinic) await choose('Clinic', options.clinic);
  fill('SCFHS Number', '998877');
  await choose('Specialization', 'Psychiatry');
}

/** Chooses a PNG for the photo and uploads it. */
export async function uploadPhoto() {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'sara.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });
  const upload = screen.getByText(/^(Upload|رفع)$/).closest('button')!;
  await waitFor(() => expect(upload).toBeEnabled());
  fireEvent.click(upload);
  await waitFor(() => expect(screen.getByAltText(/Chosen image|الصورة المختارة/)).toHaveAttribute('src', expect.stringContaining('sara')));
}

/** The validity a section's header announces. */
export function sectionValidity(section: 'ginfo' | 'contact' | 'medical'): string | null {
  return document.querySelector(`[data-section="${section}"]`)?.getAttribute('data-valid') ?? null;
}
