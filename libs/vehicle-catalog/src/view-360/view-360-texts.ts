import type { LocaleCode } from '@cvb/contracts';

interface View360Texts {
  title: string;
  hint: string;
  label: (name: string, n: number, count: number) => string;
}

/** The 360° view's few words, kept with the component so any page can use it without a text namespace. */
export const VIEW_360_TEXTS: Record<LocaleCode, View360Texts> = {
  en: {
    title: '360° view',
    hint: 'Drag, or use the arrow keys, to turn the vehicle.',
    label: (name, n, count) => `360° view of ${name}, frame ${n} of ${count}`,
  },
  hi: {
    title: '360° व्यू',
    hint: 'वाहन घुमाने के लिए खींचें या एरो कुंजियां दबाएं।',
    label: (name, n, count) => `${name} का 360° व्यू, फ्रेम ${n} / ${count}`,
  },
  mr: {
    title: '360° दृश्य',
    hint: 'वाहन फिरवण्यासाठी ओढा किंवा बाण कळा वापरा.',
    label: (name, n, count) => `${name} चे 360° दृश्य, फ्रेम ${n} / ${count}`,
  },
  pa: {
    title: '360° ਦ੍ਰਿਸ਼',
    hint: 'ਵਾਹਨ ਘੁਮਾਉਣ ਲਈ ਖਿੱਚੋ ਜਾਂ ਤੀਰ ਕੁੰਜੀਆਂ ਵਰਤੋ।',
    label: (name, n, count) => `${name} ਦਾ 360° ਦ੍ਰਿਸ਼, ਫ੍ਰੇਮ ${n} / ${count}`,
  },
  ta: {
    title: '360° காட்சி',
    hint: 'வாகனத்தைச் சுழற்ற இழுக்கவும் அல்லது அம்புக் குறி விசைகளைப் பயன்படுத்தவும்.',
    label: (name, n, count) => `${name} 360° காட்சி, சட்டகம் ${n} / ${count}`,
  },
  te: {
    title: '360° వీక్షణ',
    hint: 'వాహనాన్ని తిప్పడానికి లాగండి లేదా బాణం కీలను ఉపయోగించండి.',
    label: (name, n, count) => `${name} 360° వీక్షణ, ఫ్రేమ్ ${n} / ${count}`,
  },
};
