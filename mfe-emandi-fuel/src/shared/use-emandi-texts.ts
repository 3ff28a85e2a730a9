import { useTranslation } from 'react-i18next';
import { EMANDI_NS } from '../texts/namespace';

/** The page's texts of the e-mandi and fuel pages. */
export function useEmandiTexts() {
  return useTranslation(EMANDI_NS).t;
}
