module.exports = {
  ...require('../jest.preset.cjs').preset({ environment: 'jsdom' }),
  displayName: 'main-site',
};
