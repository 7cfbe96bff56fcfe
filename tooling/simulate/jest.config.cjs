// Unit tests of the simulator's pure parts (options, order bodies, the offer it accepts); the loop itself runs against a server.
module.exports = require('@mk/jest-preset')({ environment: 'node' });
