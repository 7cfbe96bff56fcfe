import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Tag } from '@mk/contracts';
import { fakeApi, ok, renderWithProviders, testAdmin } from '@mk/module-kit/testing';
import { TagFilterSelect } from './tag-filter-select';
import { tagLabel } from './tag-label';

const TAGS: Tag[] = [
  { id: 1, name: 'VIP', name_ar: 'كبار الشخصيات', active: true },
  { id: 2, name: 'Night Shift', name_ar: null, active: true },
];

function tagServer() {
  return fakeApi({
    getTags: ok(TAGS),
    searchTags: (call) => {
      const search = (call.query.search ?? '').toLowerCase();
      return ok(TAGS.filter((tag) => tag.name.toLowerCase().includes(search)));
    },
  });
}

function Filter({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagFilterSelect id="tags" value={value} onChange={setValue} />
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  );
}

describe('tag names', () => {
  it('are Arabic in the Arabic UI when the tag has an Arabic name, else the English name', () => {
    expect(tagLabel(TAGS[0], 'ar')).toBe('كبار الشخصيات');
    expect(tagLabel(TAGS[0], 'en')).toBe('VIP');
    expect(tagLabel(TAGS[1], 'ar')).toBe('Night Shift');
    expect(tagLabel({ name: 'Dental', name_ar: '  ' }, 'ar')).toBe('Dental');
  });
});

describe('tag filter select', () => {
  it('names the tags a link carries in Arabic in the Arabic UI', async () => {
    tagServer();
    renderWithProviders(<Filter initial={['1', '2']} />, { user: testAdmin, locale: 'ar' });
    expect(await screen.findByText('كبار الشخصيات')).toBeInTheDocument();
    expect(screen.getByText('Night Shift')).toBeInTheDocument();
  });

  it('offers the tags it finds by their Arabic names in the Arabic UI', async () => {
    tagServer();
    renderWithProviders(<Filter initial={[]} />, { user: testAdmin, locale: 'ar' });
    fireEvent.change(await screen.findByLabelText('Tags'), { target: { value: 'vip' } });
    fireEvent.click(await screen.findByTitle('كبار الشخصيات'));
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent('1'));
  });

  it('names them in English in the English UI', async () => {
    tagServer();
    renderWithProviders(<Filter initial={['1']} />, { user: testAdmin, locale: 'en' });
    expect(await screen.findByText('VIP')).toBeInTheDocument();
    expect(screen.queryByText('كبار الشخصيات')).not.toBeInTheDocument();
  });
});
