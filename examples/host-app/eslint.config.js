// The workspace's shared rules (tooling/eslint-config), by path: this app is outside the workspace.
// `npx eslint examples/host-app` from the repository root. Not copied by check.mjs.
import shared from '../../tooling/eslint-config/index.js';

const nodeGlobals = Object.fromEntries(['process', 'console', 'fetch', 'AbortSignal', 'setTimeout', 'clearTimeout', 'URL'].map((name) => [name, 'readonly']));

export default [...shared, { ignores: ['tarballs/**'] }, { files: ['check.mjs'], languageOptions: { globals: nodeGlobals } }];
