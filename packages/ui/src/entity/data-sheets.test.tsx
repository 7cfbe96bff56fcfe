import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderIn } from '../test-providers';
import { DataSheets } from './data-sheets';

describe('DataSheets', () => {
  it('isolates a bare text value, so an English note in the Arabic page keeps its full stop at its end', () => {
    renderIn(
      'ar',
      <IntlProvider locale="ar" messages={{ 'doc.sections.main': 'البيانات' }}>
        <DataSheets prefix="doc" idPrefix="doc" sheets={[{ key: 'main', items: [{ key: 'notes', label: 'ملاحظات', children: 'Diet and exercise advice given.' }] }]} />
      </IntlProvider>,
    );
    expect(screen.getByText('Diet and exercise advice given.').tagName).toBe('BDI');
  });
});
