// Tests render UI in any language at once (renderInRemote switches the language as it renders), so every language's
// common texts are in place before a test runs, as a page has its own language's before it renders (see
// libs/i18n/src/common-texts.ts).
beforeAll(async () => {
  const { LOCALES, loadTexts } = require('@cvb/i18n');
  await Promise.all(LOCALES.map(({ code }) => loadTexts([], code)));
});
