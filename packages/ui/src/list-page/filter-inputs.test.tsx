import { render } from '@testing-library/react';
import { choiceInput, textInput } from './filter-inputs';

describe('filter inputs', () => {
  it('fill their column of the filter box, so a choice is as wide as the text filter beside it', () => {
    const City = choiceInput([{ value: 'Riyadh', label: 'Riyadh' }]);
    const { container } = render(
      <>
        {textInput({ id: 'name', value: '', onChange: () => undefined })}
        <City id="city" value={undefined} onChange={() => undefined} />
      </>,
    );
    expect(container.querySelector('.ant-select')).toHaveStyle({ width: '100%' });
  });
});
