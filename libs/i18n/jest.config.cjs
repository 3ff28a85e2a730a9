module.exports = { ...require('../../jest.preset.cjs').preset(), displayName: 'i18n' };
