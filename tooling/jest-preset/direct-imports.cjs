// A jest transformer: @swc/jest, after rewriting our sources' imports from the antd and
// @ant-design/icons barrels into imports of each component's own module. Jest does not tree-shake:
// `import { Button } from 'antd'` evaluated antd's index, so every one of its ~70 components with
// their styles, in every test file (about 1 s of plain `require('antd')`, more under jest), and the
// icons' index every one of its ~800 icons. Only the files jest compiles from our packages are
// rewritten; what a component imports is unchanged, so a test still runs the real antd.
const fs = require('fs');
const path = require('path');
const { createTransformer } = require('@swc/jest');

const REWRITE_VERSION = '1';

const foldersByRoot = new Map();

/** antd's component folders, as the importing file resolves antd, by export name without dashes: 'datepicker' -> 'date-picker'. */
function antdFolders(fromDir) {
  const root = path.dirname(require.resolve('antd/package.json', { paths: [fromDir] }));
  if (foldersByRoot.has(root)) return foldersByRoot.get(root);
  const lib = path.join(root, 'lib');
  const folders = new Map();
  for (const entry of fs.readdirSync(lib, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('_') && fs.existsSync(path.join(lib, entry.name, 'index.js'))) {
      folders.set(entry.name.replace(/-/g, ''), entry.name);
    }
  }
  foldersByRoot.set(root, folders);
  return folders;
}

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(antd|@ant-design\/icons)';?[ \t]*$/gm;
const ICON = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

/** The statements replacing one `import { ... } from 'antd'` (or the icons), or undefined to keep it. */
function direct(typeOnly, specifiers, source, fromDir) {
  if (typeOnly) return undefined;
  const folders = source === 'antd' ? antdFolders(fromDir) : undefined;
  const values = [];
  const types = [];
  for (const raw of specifiers.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (raw.startsWith('type ')) {
      types.push(raw.slice(5).trim());
      continue;
    }
    const [imported, local = imported] = raw.split(/\s+as\s+/).map((part) => part.trim());
    let module;
    if (source === 'antd') module = folders.has(imported.toLowerCase()) ? `antd/lib/${folders.get(imported.toLowerCase())}` : undefined;
    else module = ICON.test(imported) ? `@ant-design/icons/lib/icons/${imported}` : undefined;
    if (!module) return undefined; // a name we cannot place: keep the barrel import as written
    values.push(`import ${local} from '${module}';`);
  }
  const typeImport = types.length ? [`import type { ${types.join(', ')} } from '${source}';`] : [];
  return [...values, ...typeImport].join(' ');
}

function rewrite(source, filename) {
  if (!source.includes("from 'antd'") && !source.includes("from '@ant-design/icons'")) return source;
  const fromDir = path.dirname(filename);
  return source.replace(IMPORT, (statement, typeOnly, specifiers, from) => direct(typeOnly, specifiers, from, fromDir) ?? statement);
}

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      ...swc,
      process(source, filename, jestOptions) {
        return swc.process(filename.includes('node_modules') ? source : rewrite(source, filename), filename, jestOptions);
      },
      getCacheKey(source, filename, jestOptions) {
        return `${swc.getCacheKey(source, filename, jestOptions)}:direct-imports-${REWRITE_VERSION}`;
      },
    };
  },
  rewrite,
};
