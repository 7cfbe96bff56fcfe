import { screen } from '@testing-library/react';
import { FormSectionLabel } from './form-section-label';
import { renderIn, text } from './test-providers';

describe('FormSectionLabel', () => {
  it('says in words whether the section is complete, in English and Arabic', () => {
    const { unmount } = renderIn('en', <FormSectionLabel section="ginfo" title="General Information" valid />);
    expect(screen.getByText('General Information').closest('[data-section="ginfo"]')).toHaveAttribute('data-valid', 'true');
    expect(screen.getByText('complete')).toBeInTheDocument();
    unmount();
    renderIn('ar', <FormSectionLabel section="contact" title="معلومات التواصل" valid={false} />);
    expect(screen.getByText(text('ar', 'ui.formSection.invalid'))).toBeInTheDocument();
    expect(document.querySelector('[data-section="contact"]')).toHaveAttribute('data-valid', 'false');
  });
});
