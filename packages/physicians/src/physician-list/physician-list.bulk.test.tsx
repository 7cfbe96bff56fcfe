import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, callsTo, findDialog, searchWith } from '@mk/module-kit/testing';
import { admin, makePhysician, OMAR, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import PhysicianListPage from './physician-list.page';

const SARA = makePhysician();

function renderList(route = '/physicians') {
  return renderPhysicianPage(<PhysicianListPage />, { user: admin, path: 'physicians', route });
}

const bulkBox = () => screen.getByLabelText('Bulk actions');

describe('physician list: tags filter and bulk actions', () => {
  it('filters by tags found with the tag search and puts their ids in the URL', async () => {
    const { requests } = physicianServer({ physicians: [SARA] });
    const { router } = renderList();
    await screen.findByText('Sara Ali');
    await searchWith({ Tags: { search: 'night', pick: 'Night Shift' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tags=2'));
    await waitFor(() => expect(callsTo(requests, '/api/doctor-read/v2').at(-1)!.url.searchParams.get('tags')).toBe('2'));
    expect(callsTo(requests, '/api/tags-read/search-tags')[0].url.searchParams.get('search')).toBe('night');
  });

  it('names the tags a shared link carries', async () => {
    physicianServer({ physicians: [SARA] });
    renderList('/physicians?tags=5');
    await screen.findByText('Sara Ali');
    const filters = screen.getByRole('search');
    expect(await within(filters).findByText('Pediatrics')).toBeInTheDocument();
  });

  it('tags the selected physicians in bulk as PHYSICIAN entities', async () => {
    const { requests } = physicianServer({ physicians: [SARA, OMAR] });
    renderList();
    await screen.findByText('Omar Hassan');
    fireEvent.click(screen.getByLabelText(`Select row ${SARA.sys_id}`));
    fireEvent.click(screen.getByLabelText(`Select row ${OMAR.sys_id}`));
    fireEvent.click(button('Assign Tags', bulkBox()));
    fireEvent.change(within(bulkBox()).getByRole('combobox'), { target: { value: 'pedia' } });
    fireEvent.click(await screen.findByTitle('Pediatrics'));
    fireEvent.click(button('Apply tags', bulkBox()));
    expect(await screen.findByText('Tags applied successfully')).toBeInTheDocument();
    expect(callsTo(requests, '/api/tags-write/assign-tag', 'POST')[0].body).toEqual([
      { entity_sys_id: SARA.sys_id, entity_type: 'PHYSICIAN', tag_id: 5 },
      { entity_sys_id: OMAR.sys_id, entity_type: 'PHYSICIAN', tag_id: 5 },
    ]);
    await waitFor(() => expect(screen.queryByLabelText('Bulk actions')).not.toBeInTheDocument());
  });

  it('deletes the selected physicians one by one after confirmation', async () => {
    const { requests } = physicianServer({ physicians: [SARA, OMAR] });
    renderList();
    fireEvent.click(await screen.findByLabelText(`Select row ${SARA.sys_id}`));
    fireEvent.click(screen.getByLabelText(`Select row ${OMAR.sys_id}`));
    fireEvent.click(button('Delete', bulkBox()));
    const dialog = await findDialog();
    fireEvent.click(button('Delete', dialog));
    expect(await screen.findByText('Deleted 2 record(s) successfully')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/doctor-write/${SARA.sys_id}`,
      `/api/doctor-write/${OMAR.sys_id}`,
    ]);
    await waitFor(() => expect(screen.queryByText('Omar Hassan')).not.toBeInTheDocument());
  });
});
