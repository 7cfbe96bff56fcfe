import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, Tag } from '@mk/contracts';
import { flattenMessages } from '@mk/i18n';
import { fakeApi, fail, ok, registerPageMessages, renderWithProviders } from '@mk/module-kit/testing';
import ar from '../../translations/ar.json';
import { tagsModule } from '../tags.module';
import TagsPage from './tags.page';

const AR = flattenMessages(ar);
const admin: SessionUser = { name: 'Adam Admin', email: 'admin@example.com', role: 'ADMIN', sys_id: 'adm-1', token: 't' };

/** A tag server keeping its tags, refusing names already taken (case-insensitive) like the real one. */
function tagServer(initial: Tag[]) {
  let tags = [...initial];
  const server = fakeApi({
    getTags: () => ok(tags),
    createTag: (call) => {
      const body = call.body as { name: string; name_ar?: string | null };
      if (tags.some((tag) => tag.name.toLowerCase() === body.name.toLowerCase())) return fail(409, `A tag named "${body.name}" already exists`);
      const tag = { id: tags.length + 1, name: body.name, name_ar: body.name_ar ?? null, active: true };
      tags = [...tags, tag];
      return { status: 201, body: { result: 'ok', message: 'Tag created', payload: tag } };
    },
    updateTag: (call) => {
      const id = Number(call.path.split('/').pop());
      tags = tags.map((tag) => (tag.id === id ? { ...tag, ...(call.body as Partial<Tag>) } : tag));
      return ok(tags.find((tag) => tag.id === id));
    },
  });
  return server.calls;
}

const render = (user: SessionUser = admin, locale: 'en' | 'ar' = 'en') => {
  registerPageMessages([tagsModule]);
  return renderWithProviders(<TagsPage />, { user, locale, path: 'tags', route: '/tags' });
};
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('tags page', () => {
  it('lists active and inactive tags for ADMIN', async () => {
    const requests = tagServer([
      { id: 1, name: 'VIP', name_ar: null, active: true },
      { id: 2, name: 'Old Campaign', name_ar: null, active: false },
    ]);
    render();
    expect(await screen.findByText('Old Campaign')).toBeInTheDocument();
    expect(within(rowOf('VIP')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Old Campaign')).getByText('Inactive')).toBeInTheDocument();
    expect(requests[0].path).toBe('/api/tags-read/tags?include_inactive=true');
  });

  it('creates a tag, and reports a name already taken', async () => {
    const requests = tagServer([{ id: 1, name: 'VIP', name_ar: null, active: true }]);
    render();
    await screen.findByText('VIP');
    fireEvent.click(screen.getByRole('button', { name: /Create tag/ }));
    expect(await screen.findByText('Enter a name for the tag')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New tag name'), { target: { value: '  Night Shift ' } });
    fireEvent.click(screen.getByRole('button', { name: /Create tag/ }));
    expect(await screen.findByText('Tag Night Shift created')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Night Shift' });
    expect(await screen.findByText('Night Shift', { selector: 'td *' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New tag name'), { target: { value: 'vip' } });
    fireEvent.click(screen.getByRole('button', { name: /Create tag/ }));
    expect(await screen.findByText('A tag named "vip" already exists')).toBeInTheDocument();
  });

  it('renames a tag in place', async () => {
    const requests = tagServer([{ id: 1, name: 'VIP', name_ar: null, active: true }]);
    render();
    await screen.findByText('VIP');
    fireEvent.click(screen.getByRole('button', { name: 'Rename VIP' }));
    const input = screen.getByLabelText('New name for VIP');
    fireEvent.change(input, { target: { value: 'Premium' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Tag renamed to Premium')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({ path: '/api/tags-write/tags/1', body: { name: 'Premium' } });
    await waitFor(() => expect(screen.queryByLabelText('New name for VIP')).not.toBeInTheDocument());
    expect(await screen.findByText('Premium', { selector: 'td *' })).toBeInTheDocument();
  });

  it('deactivates and reactivates a tag', async () => {
    const requests = tagServer([{ id: 1, name: 'VIP', name_ar: null, active: true }]);
    render();
    await screen.findByText('VIP');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate VIP' }));
    expect(await screen.findByText('Tag VIP deactivated: it can no longer be assigned')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('VIP')).getByText('Inactive')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate VIP' }));
    expect(await screen.findByText('Tag VIP reactivated')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ active: false }, { active: true }]);
  });

  it('is shown in Arabic, right-to-left', async () => {
    tagServer([{ id: 1, name: 'VIP', name_ar: null, active: false }]);
    render(admin, 'ar');
    expect(await screen.findByText(AR['tags.status.inactive'])).toBeInTheDocument();
    expect(screen.getByText(AR['tags.page.title'], { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText(AR['tags.create.label'])).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('takes an optional Arabic name on create and rename, and shows it in the Arabic UI', async () => {
    const requests = tagServer([{ id: 1, name: 'VIP', name_ar: null, active: true }]);
    render();
    await screen.findByText('VIP');
    fireEvent.change(screen.getByLabelText('New tag name'), { target: { value: 'Night Shift' } });
    fireEvent.change(screen.getByLabelText('Arabic name (optional)'), { target: { value: ' مناوبة ليلية ' } });
    fireEvent.click(screen.getByRole('button', { name: /Create tag/ }));
    expect(await screen.findByText('Tag Night Shift created')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Night Shift', name_ar: 'مناوبة ليلية' });
    // The English UI names the tag in English and shows its Arabic name beneath.
    expect(await screen.findByText('مناوبة ليلية', { selector: 'td *' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rename VIP' }));
    const arabic = screen.getByLabelText('New Arabic name for VIP');
    fireEvent.change(arabic, { target: { value: 'كبار الشخصيات' } });
    fireEvent.keyDown(arabic, { key: 'Enter' });
    expect(await screen.findByText('Tag renamed to VIP')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ name: 'VIP', name_ar: 'كبار الشخصيات' });
  });

  it('names tags in Arabic in the Arabic UI, and in English when a tag has no Arabic name', async () => {
    tagServer([
      { id: 1, name: 'VIP', name_ar: 'كبار الشخصيات', active: true },
      { id: 2, name: 'Night Shift', name_ar: null, active: true },
    ]);
    render(admin, 'ar');
    const arabicName = await screen.findByText('كبار الشخصيات', { selector: 'td *' });
    // The first line of the cell is the name the UI shows; the other name is the grey one beneath.
    expect(arabicName.closest('td')!.firstElementChild).toHaveTextContent('كبار الشخصيات');
    expect(screen.getByText('Night Shift', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${AR['tags.actions.rename']} كبار الشخصيات` })).toBeInTheDocument();
  });

  it('tells a non-administrator that tags are managed by administrators, without asking the server', async () => {
    const requests = tagServer([]);
    render({ ...admin, role: 'PIC' });
    expect(await screen.findByText('Only administrators manage tags.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
