import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from 'antd';

// The jest preset keeps only antd's hiding rules in jsdom (tooling/jest-preset/hiding-styles.cjs):
// what antd hides with a class must still count as hidden, and the other rules must be gone.
describe('antd styles in component tests', () => {
  it('still hides an inactive tab pane, which antd hides by class', async () => {
    render(<Tabs items={[{ key: 'one', label: 'One', children: 'First pane' }, { key: 'two', label: 'Two', children: 'Second pane' }]} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));

    expect(screen.getByText('First pane')).toBeVisible();
    expect(screen.getByText('Second pane')).not.toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Two' })).toBeNull();
  });

  it('drops the rules of antd components that only paint', () => {
    render(<Tabs items={[{ key: 'one', label: 'One', children: 'First pane' }]} />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('display:none');
    const tabRules = css.match(/[^{}]*ant-tabs[^{}]*\{[^{}]*\}/g) ?? [];
    expect(tabRules.length).toBeGreaterThan(0);
    expect(tabRules.filter((rule) => !/display:none|visibility:hidden/.test(rule))).toEqual([]);
  });
});
