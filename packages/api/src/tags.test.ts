import { clinicsApi } from './clinics';
import { tagsApi } from './tags';
import { fakeServer, ok, settle, testStore, type Sent } from './test-kit';

/** The tag calls answer a bare payload; wrap it in the envelope. */
const serve = (answer: (sent: Sent) => unknown) => fakeServer((sent) => ok(answer(sent)));

describe('tag endpoints', () => {
  it('lists active tags, and inactive ones too when asked', async () => {
    const sent = serve(() => [{ id: 1, name: 'VIP', active: true }]);
    const app = testStore();
    await app.dispatch(tagsApi.endpoints.getTags.initiate());
    await app.dispatch(tagsApi.endpoints.getTags.initiate({ includeInactive: true }));
    expect(sent.map((request) => request.path)).toEqual(['/api/tags-read/tags', '/api/tags-read/tags?include_inactive=true']);
  });

  it('searches with the typed text', async () => {
    const sent = serve(() => [{ id: 2, name: 'Dental' }]);
    const result = await testStore().dispatch(tagsApi.endpoints.searchTags.initiate('den tal'));
    expect(sent[0].path).toBe('/api/tags-read/search-tags?search=den+tal');
    expect(result.data).toEqual([{ id: 2, name: 'Dental' }]);
  });

  it('assigns a list of tags and refreshes the clinic list, which shows tags', async () => {
    const sent = serve((request) => (request.method === 'POST' ? { requested: 2, added: 2 } : { count: 0, rows: [] }));
    const app = testStore();
    const list = app.dispatch(clinicsApi.endpoints.getClinics.initiate({ page: 1, limit: 10 }));
    await list;
    const items = [
      { entity_sys_id: 'c1', entity_type: 'CLINIC' as const, tag_id: 3 },
      { entity_sys_id: 'c2', entity_type: 'CLINIC' as const, tag_id: 3 },
    ];
    await app.dispatch(tagsApi.endpoints.assignTags.initiate(items)).unwrap();
    await settle();
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/tags-write/assign-tag', body: items });
    expect(sent.filter((request) => request.path.startsWith('/api/clinic-read/clinics'))).toHaveLength(2);
    list.unsubscribe();
  });

  it('creates, renames and deactivates, refreshing the tag list each time', async () => {
    const sent = serve((request) => (request.method === 'GET' ? [] : { id: 4, name: 'New', active: true }));
    const app = testStore();
    const list = app.dispatch(tagsApi.endpoints.getTags.initiate({ includeInactive: true }));
    await list;
    await app.dispatch(tagsApi.endpoints.createTag.initiate({ name: 'New' })).unwrap();
    await settle();
    await app.dispatch(tagsApi.endpoints.updateTag.initiate({ id: 4, name: 'Renamed' })).unwrap();
    await settle();
    await app.dispatch(tagsApi.endpoints.updateTag.initiate({ id: 4, active: false })).unwrap();
    await settle();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/tags-write/tags', body: { name: 'New' } },
      { method: 'PATCH', path: '/api/tags-write/tags/4', body: { name: 'Renamed' } },
      { method: 'PATCH', path: '/api/tags-write/tags/4', body: { active: false } },
    ]);
    expect(sent.filter((request) => request.method === 'GET')).toHaveLength(4);
    list.unsubscribe();
  });
});
