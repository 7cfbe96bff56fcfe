import { sourceGroup } from './source-group';

describe('sourceGroup', () => {
  it('names the npm package a bundled module came from, scoped ones included', () => {
    expect(sourceGroup('../../node_modules/.pnpm/antd@6.6.7/node_modules/antd/es/table/Table.js')).toBe('antd');
    expect(sourceGroup('../../node_modules/.pnpm/@rc-component+table@1.0.0/node_modules/@rc-component/table/es/Body/index.js')).toBe('@rc-component/table');
  });

  it('keeps the file of the workspace sources', () => {
    expect(sourceGroup('../../packages/clinics/src/clinic-list/clinic-list.page.tsx')).toBe('packages/clinics/src/clinic-list/clinic-list.page.tsx');
    expect(sourceGroup('/work/main/apps/dashboard/src/main.tsx')).toBe('apps/dashboard/src/main.tsx');
  });
});
