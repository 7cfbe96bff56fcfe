const preset = require('@mk/jest-preset')({ environment: 'jsdom' });

// The login page imports two antd inputs by their ES module path (for the first load's size); jest
// runs antd's CommonJS build of the same files.
module.exports = { ...preset, moduleNameMapper: { '^antd/es/(input/.*)$': 'antd/lib/$1', ...preset.moduleNameMapper } };
