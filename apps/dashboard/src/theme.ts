import type { ThemeForLocale } from '@mk/module-kit';

/** The product's one theme (UX.md): a calm healthcare teal; the Arabic font leads in Arabic. */
export const PRIMARY_COLOR = '#0f766e';

export const ROW_SELECTED = '#e8f3f2';
export const ROW_SELECTED_HOVER = '#e0efed';
export const ROW_HOVER = '#f2f8f8';

const LATIN = "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";
const ARABIC = "'IBM Plex Sans Arabic', 'Inter', system-ui, sans-serif";

export const shellTheme: ThemeForLocale = (locale) => ({
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    // antd's default secondary grey falls below 4.5:1 on the page background (axe color-contrast).
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    // antd's default red, green and placeholder grey are too light for text at 4.5:1.
    colorError: '#c62828',
    colorSuccess: '#2e7d32',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    fontFamily: locale === 'ar' ? ARABIC : `${LATIN.replace(', sans-serif', '')}, 'IBM Plex Sans Arabic', sans-serif`,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f4f7f7', headerPadding: '0 16px' },
    // Selected and hovered rows keep teal links at 4.5:1 or more (issue 16 saw 2.58:1 on a grey fill).
    Table: { cellPaddingBlockSM: 6, rowSelectedBg: ROW_SELECTED, rowSelectedHoverBg: ROW_SELECTED_HOVER, rowHoverBg: ROW_HOVER },
  },
});
