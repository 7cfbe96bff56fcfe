import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { TagSearchItem } from '@mk/contracts';
import { TagPicker } from './tag-picker';
import { renderIn, text } from './test-providers';

const TAGS: TagSearchItem[] = [
  { id: 1, name: 'Dental', name_ar: null },
  { id: 2, name: 'Diabetes', name_ar: null },
];

function Harness({ search, onChange = jest.fn(), tagLabel }: { search: (t: string) => Promise<TagSearchItem[]>; onChange?: jest.Mock; tagLabel?: (tag: TagSearchItem) => string }) {
  const [tags, setTags] = useState<TagSearchItem[]>([]);
  return (
    <TagPicker
      value={tags}
      search={search}
      tagLabel={tagLabel}
      onChange={(next) => {
        setTags(next);
        onChange(next);
      }}
    />
  );
}

describe('TagPicker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const type = (value: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value } });
  const settle = () => act(async () => jest.advanceTimersByTime(500));

  it('suggests tags after 500 ms with Loading... meanwhile, and adds a chosen one', async () => {
    const search = jest.fn().mockResolvedValue(TAGS);
    const onChange = jest.fn();
    renderIn('en', <Harness search={search} onChange={onChange} />);
    type('d');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await settle();
    expect(search).toHaveBeenCalledWith('d');
    fireEvent.click(screen.getByTitle('Diabetes'));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 2, name: 'Diabetes', name_ar: null }]);
    expect(screen.getByRole('button', { name: 'Remove tag Diabetes' })).toBeInTheDocument();
  });

  it('names tags by the label it is given (the Arabic name in the Arabic UI), and takes a typed label', async () => {
    const arabic: Record<string, string> = { Dental: 'الأسنان' };
    const onChange = jest.fn();
    renderIn('ar', <Harness search={() => Promise.resolve(TAGS)} onChange={onChange} tagLabel={(tag) => arabic[tag.name] ?? tag.name} />);
    type('الأسنان');
    await settle();
    expect(screen.getByTitle('Diabetes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.tagPicker.add') }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, name: 'Dental', name_ar: null }]);
    expect(screen.getByRole('button', { name: text('ar', 'ui.tagPicker.remove', { name: 'الأسنان' }) })).toBeInTheDocument();
  });

  it('applies a typed name only when it matches an existing tag, case-insensitively', async () => {
    const onChange = jest.fn();
    renderIn('en', <Harness search={() => Promise.resolve(TAGS)} onChange={onChange} />);
    type('dENTAL');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, name: 'Dental', name_ar: null }]);

    type('Dent');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only existing tags can be added');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("refuses a duplicate with 'Tag already added', and removes a tag", async () => {
    const onChange = jest.fn();
    renderIn('en', <Harness search={() => Promise.resolve(TAGS)} onChange={onChange} />);
    type('dental');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    type('Dental');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tag already added');
    expect(onChange).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Dental' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers nothing when the search fails', async () => {
    renderIn('en', <Harness search={() => Promise.reject(new Error('offline'))} />);
    type('dental');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only existing tags can be added');
  });

  it('works in Arabic', async () => {
    renderIn('ar', <Harness search={() => Promise.resolve([{ id: 9, name: 'أسنان', name_ar: null }])} />);
    expect(screen.getByLabelText(text('ar', 'ui.tagPicker.label'))).toBeInTheDocument();
    type('أسنان');
    expect(screen.getByText(text('ar', 'ui.common.loading'))).toBeInTheDocument();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.tagPicker.add') }));
    type('أسنان');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.tagPicker.add') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('ar', 'ui.tagPicker.duplicate'));
    expect(screen.getByRole('button', { name: text('ar', 'ui.tagPicker.remove', { name: 'أسنان' }) })).toBeInTheDocument();
  });
});
