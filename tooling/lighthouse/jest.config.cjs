// Unit tests of the report writer only; Lighthouse itself runs from `npm run bench`, never in `npm test`.
module.exports = require('@mk/jest-preset')({ environment: 'node' });
