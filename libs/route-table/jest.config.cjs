module.exports = { ...require('../../jest.preset.cjs').preset(), displayName: 'route-table' };
