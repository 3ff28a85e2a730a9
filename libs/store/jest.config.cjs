module.exports = { ...require('../../jest.preset.cjs').preset(), displayName: 'store' };
