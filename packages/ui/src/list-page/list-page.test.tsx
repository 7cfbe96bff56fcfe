import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { flattenMessages } from '@mk/i18n';
import en from '../../translations/en.json';
import { idColumn } from './columns';
import { textInput } from './filter-inputs';
import { ListPage, type ListResult } from './list-page';
import { choiceField, listUrl, textField } from './url-fields';

const MESSAGES = {
  ...flattenMessages(en),
  'demo.list.title': 'Demos',
  'demo.list.subtitle': 'List of demos',
  'demo.list.loadFailed': 'The demos could not be loaded.',
  'demo.list.filters.label': 'Filter demos',
  'demo.list.filters.name': 'Demo name',
  'demo.list.filters.kind': 'Kind',
  'demo.list.columns.id': 'ID',
  'demo.list.columns.name': 'Name',
  'demo.list.empty.none': 'No demos yet.',
  'demo.list.empty.filtered': 'No demo matches.',
  'demo.list.register': 'Register a demo',
};

interface Demo {
  sys_id: string;
  name: string;
}
interface DemoFilters {
  name: string;
  kind?: 'a' | 'b';
}
const url = listUrl<DemoFilters>({ name: textField('name'), kind: choiceField('kind', ['a', 'b'] as const) });
const DEMOS: Demo[] = [
  { sys_id: 'd-1', name: 'Alpha' },
  { sys_id: 'd-2', name: 'Beta' },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderList(useList: (filters: DemoFilters, page: number) => ListResult<Demo>, route = '/demos'): void {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={MESSAGES}>
      <App>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <Location />
        </MemoryRouter>
      </App>
    </IntlProvider>
  );
  render(
    <ListPage<Demo, DemoFilters>
      messages="demo.list"
      url={url}
      useList={useList}
      filters={[{ name: 'name', input: textInput }]}
      columns={[idColumn((row) => row.sys_id), { key: 'name', render: (_, row) => row.name }]}
      rowKey={(row) => row.sys_id}
      empty={(filtered) => (filtered ? 'empty.filtered' : 'empty.none')}
      create="/demos/register"
    />,
    { wrapper },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('list page', () => {
  it("names the page, the filters and the columns from the list's catalogue and keeps the filters in the URL", async () => {
    const calls: [DemoFilters, number][] = [];
    const refetch = jest.fn();
    renderList((filters, page) => {
      calls.push([filters, page]);
      const rows = DEMOS.filter((demo) => demo.name.toLowerCase().includes(filters.name.toLowerCase()));
      return { rows, count: rows.length, isFetching: false, refetch };
    }, '/demos?kind=a&page=2');
    expect(screen.getByText('List of demos')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter demos' })).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toEqual(['ID', 'Name']);
    expect(calls.at(-1)).toEqual([{ name: '', kind: 'a' }, 2]);

    fireEvent.change(screen.getByLabelText('Demo name'), { target: { value: 'alp' } });
    fireEvent.click(screen.getByText('Search', { selector: 'button *' }));
    await waitFor(() => expect(location()).toBe('/demos?name=alp&kind=a'));
    expect(calls.at(-1)).toEqual([{ name: 'alp', kind: 'a' }, 1]);
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Clear', { selector: 'button *' }));
    await waitFor(() => expect(location()).toBe('/demos'));
    expect(screen.getByLabelText('Demo name')).toHaveValue('');
    // No filter set or typed: Search and Clear have nothing to do.
    expect(screen.getByText('Clear', { selector: 'button *' }).closest('button')).toBeDisabled();
    expect(screen.getByText('Search', { selector: 'button *' }).closest('button')).toBeDisabled();

    fireEvent.click(screen.getByText('Register a demo', { selector: 'button *' }));
    await waitFor(() => expect(location()).toBe('/demos/register'));
  });

  it('says whether the list is empty because of the filters', () => {
    renderList(() => ({ rows: [], count: 0, isFetching: false, refetch: jest.fn() }), '/demos?name=zeta');
    expect(screen.getByText('No demo matches.')).toBeInTheDocument();
  });

  it("shows the server's reason in the banner and the list's words in the table when the list fails", () => {
    const error = { status: 500, message: 'Database unavailable' };
    renderList(() => ({ error, isFetching: false, refetch: jest.fn() }));
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('The demos could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pages')).not.toBeInTheDocument();
  });
});
