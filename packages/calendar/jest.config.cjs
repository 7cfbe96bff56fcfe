module.exports = require('@mk/jest-preset')({ environment: 'jsdom' });
