// The cluster's topology and HAProxy configuration (pure), compose.yaml against them, and a real cluster under failure.
module.exports = require('@mk/jest-preset')({ environment: 'node' });
