export { default } from '@mk/eslint-config';
