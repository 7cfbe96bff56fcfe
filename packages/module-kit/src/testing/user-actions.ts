import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiEndpointName } from '@mk/api';
import type { FakeApi } from './fake-api';

// What a user does on the kit's pages, found by text and label: computing accessible names over
// antd trees is slow in jsdom.

/** Chooses an option of an antd Select found by its label, with the mouse. */
export async function choose(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

/**
 * Chooses an option of a searchable antd Select as a keyboard user does: types its name and presses
 * Enter (only the matching options render: fast in jsdom).
 */
export async function chooseBySearch(label: string | RegExp, option: string) {
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
export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * One filter of a list's filter box, as a user sets it: text typed into the field, an option chosen
 * from a select, or a search typed into a searchable select and one of its results picked.
 */
export type FilterInput = string | { choose: string } | { search: string; pick: string };

/**
 * Sets the filters of a list's filter box in the order given (by the fields' labels) and presses
 * Search: `searchWith({ 'Clinic name': 'noor', City: { choose: 'Jeddah' }, Tags: { search: 'den', pick: 'Dental Care' } })`.
 */
export async function searchWith(filters: Record<string, FilterInput>) {
  for (const [label, input] of Object.entries(filters)) {
    if (typeof input === 'string') fill(label, input);
    else if ('choose' in input) await choose(label, input.choose);
    else {
      fill(label, input.search);
      fireEvent.click(await screen.findByTitle(input.pick));
    }
  }
  fireEvent.click(button('Search'));
}

/** Chooses a PNG named `fileName` in the image uploader and uploads it; resolves once the page shows it. */
export async function uploadImage(fileName: string) {
  const file = new File([new Uint8Array([137, 80, 78, 71])], fileName, { type: 'image/png' });
  fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });
  const upload = screen.getByText(/^(Upload|رفع)$/).closest('button')!;
  await waitFor(() => expect(upload).toBeEnabled());
  fireEvent.click(upload);
  const stem = fileName.replace(/\.\w+$/, '');
  await waitFor(() => expect(screen.getByAltText(/Chosen image|الصورة المختارة/)).toHaveAttribute('src', expect.stringContaining(stem)));
}

/** The validity a form section's header announces ('true' or 'false'). */
export function sectionValidity(section: string): string | null {
  return document.querySelector(`[data-section="${section}"]`)?.getAttribute('data-valid') ?? null;
}

/** The open dialog. */
export const findDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog open');
    return dialog;
  });

/** Waits for a page's heading and checks its breadcrumb ('Clinics/Create Clinic'). */
export async function findPage(title: string, breadcrumb: string) {
  expect(await screen.findByText(title, { selector: 'h1' })).toBeInTheDocument();
  expect(screen.getByLabelText('Breadcrumb')).toHaveTextContent(breadcrumb);
}

/** Presses `button`, waits for `confirmation`, and gives the body of the last `endpoint` call it sent. */
export async function submitted(button: HTMLElement, confirmation: string, server: Pick<FakeApi, 'callsTo'>, endpoint: ApiEndpointName): Promise<unknown> {
  fireEvent.click(button);
  expect(await screen.findByText(confirmation)).toBeInTheDocument();
  return server.callsTo(endpoint).at(-1)?.body;
}

/** The button whose text (or a part of it) is `name`. */
export const button = (name: string, container: HTMLElement | Document = document) => {
  const text = Array.from(container.querySelectorAll<HTMLElement>('button, button *')).find((element) => element.textContent?.trim() === name);
  const found = text?.closest('button');
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};

/**
 * Removes a list row as a user does (the kit's delete dialog): opens the row's actions, picks
 * `action`, checks that the dialog says each of `says`, presses Delete and waits for `done`.
 */
export async function removeRow(options: { row: string; action: string; says: string[]; done: string }) {
  fireEvent.click(screen.getByLabelText(`Actions for ${options.row}`));
  fireEvent.click(await screen.findByText(options.action));
  const dialog = await findDialog();
  for (const words of options.says) expect(dialog).toHaveTextContent(words);
  fireEvent.click(button('Delete', dialog));
  expect(await screen.findByText(options.done)).toBeInTheDocument();
}

/** A profile's data sheet (`data-sheet="general"`). */
export const dataSheet = (key: string) => {
  const sheet = document.querySelector<HTMLElement>(`[data-sheet="${key}"]`);
  if (!sheet) throw new Error(`No data sheet "${key}"`);
  return sheet;
};

/** The row of data sheet `key` labelled `label`. */
export const sheetRow = (key: string, label: string) => within(dataSheet(key)).getByText(label).closest('tr')!;

/** Each labelled row of data sheet `key` shows its value: `expectSheetRows('bank', { 'IBAN Number': 'SA03…' })`. */
export function expectSheetRows(key: string, rows: Record<string, string | RegExp>) {
  for (const [label, value] of Object.entries(rows)) expect(sheetRow(key, label)).toHaveTextContent(value);
}

/** Each text shows (waiting for the first: messages appear together after a render). */
export async function expectTexts(...texts: string[]) {
  expect(await screen.findByText(texts[0])).toBeInTheDocument();
  for (const text of texts.slice(1)) expect(screen.getByText(text)).toBeInTheDocument();
}
