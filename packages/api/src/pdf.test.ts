import { pdfApi } from './pdf';
import { fakeServer, ok, testStore } from './test-kit';

describe('pdf endpoints', () => {
  it('asks for a signed PDF link with POST pdf-creator/link/{id} and gives its url', async () => {
    const url = '/api/pdf-creator/pdf/o1?sig=u.mac&exp=100';
    const sent = fakeServer(() => ok({ url, expires_in: 60 }));
    const link = await testStore().dispatch(pdfApi.endpoints.createPdfLink.initiate('o1')).unwrap();
    expect(sent.map((request) => [request.method, request.path])).toEqual([['POST', '/api/pdf-creator/link/o1']]);
    expect(link).toEqual({ url, expires_in: 60 });
  });
});
