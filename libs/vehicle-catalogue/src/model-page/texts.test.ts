import { missingTranslations } from '@cvb/i18n';
import { modelPageTexts } from './texts';

it('has every model and variant page text in six languages, with the exact page messages in English', () => {
  expect(missingTranslations(modelPageTexts)).toEqual({});
  expect(modelPageTexts.en.model).toMatchObject({
    notAvailable: 'Not Available',
    noImages: 'No exterior images available now',
    noVideos: 'No videos available',
  });
});
