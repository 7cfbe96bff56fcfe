// The hook lives in @mk/i18n with the other locale helpers; ui keeps its old name.
export { useLocale as useUiLocale } from '@mk/i18n';
