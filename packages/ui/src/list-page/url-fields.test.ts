import { choiceField, idListField, listUrl, optionField, PAGE_ONLY, textField } from './url-fields';

const url = listUrl({
  name: textField('name'),
  kind: choiceField('kind', ['a', 'b'] as const),
  tags: idListField('tags'),
  owner: optionField('owner', 'ownerName'),
});

describe('list URL', () => {
  it('writes the filters in the declared order, page last, and reads them back', () => {
    const state = { filters: { name: 'Noor', kind: 'b' as const, tags: ['3', '7'], owner: { value: 'c1', label: 'Noor Clinic' } }, page: 2 };
    const written = url.write(state.filters, state.page);
    expect(written.toString()).toBe('name=Noor&kind=b&tags=3%2C7&owner=c1&ownerName=Noor+Clinic&page=2');
    expect(url.read(written)).toEqual(state);
  });

  it('reads hand-edited values outside the allowed ones as no filter, and a bad page as 1', () => {
    expect(url.read(new URLSearchParams('name=%20&kind=z&tags=x,,4&page=-1&ownerName=Lost'))).toEqual({
      page: 1,
      filters: { name: '', kind: undefined, tags: ['4'], owner: undefined },
    });
  });

  it('knows the empty filters and whether any is set', () => {
    expect(url.write(url.empty, 1).toString()).toBe('');
    expect(url.isFiltered(url.empty)).toBe(false);
    expect(url.isFiltered({ ...url.empty, tags: ['1'] })).toBe(true);
  });

  it('gives the endpoint query every filter, empty ones undefined, and the option id without its name', () => {
    expect(url.query({ name: ' noor ', kind: undefined, tags: ['3', '7'], owner: { value: 'c1', label: 'Noor' } }, 2)).toEqual({
      page: 2,
      limit: 10,
      name: 'noor',
      kind: undefined,
      tags: '3,7',
      owner: 'c1',
    });
    expect(url.query(url.empty, 1)).toStrictEqual({ page: 1, limit: 10, name: undefined, kind: undefined, tags: undefined, owner: undefined });
  });

  it('carries only the page for a list without filters', () => {
    expect(PAGE_ONLY.write({}, 3).toString()).toBe('page=3');
    expect(PAGE_ONLY.read(new URLSearchParams('page=3&other=1'))).toEqual({ filters: {}, page: 3 });
  });
});
