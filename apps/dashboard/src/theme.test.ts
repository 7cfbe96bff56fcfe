import { PRIMARY_COLOR, ROW_HOVER, ROW_SELECTED, ROW_SELECTED_HOVER, shellTheme } from './theme';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the theme keeps text readable (UX.md, issue 16)', () => {
  it('keeps teal links at 4.5:1 or more on selected, selected-and-hovered and hovered table rows', () => {
    for (const background of [ROW_SELECTED, ROW_SELECTED_HOVER, ROW_HOVER, '#ffffff']) {
      expect(contrast(PRIMARY_COLOR, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives antd those row colours in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(shellTheme(locale).components?.Table).toMatchObject({ rowSelectedBg: ROW_SELECTED, rowSelectedHoverBg: ROW_SELECTED_HOVER, rowHoverBg: ROW_HOVER });
    }
  });
});
