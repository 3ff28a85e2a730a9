import type { LocaleCode } from '@cvb/contracts';

/** The header bell's texts (docs/domain.md#price-alerts); they come with its lazy chunk, not the first visit. */
export const ALERT_BELL_TEXTS = {
  en: {
    bell: 'Alerts',
    unread: '{{count}} unread',
    empty: 'No alerts have fired yet.',
    markRead: 'Mark all read',
    manage: 'Your alerts',
    failed: 'Alerts could not be loaded.',
  },
  hi: {
    bell: 'अलर्ट',
    unread: '{{count}} अनपढ़े',
    empty: 'अभी तक कोई अलर्ट नहीं आया।',
    markRead: 'सब पढ़ा हुआ करें',
    manage: 'आपके अलर्ट',
    failed: 'अलर्ट लोड नहीं हो सके।',
  },
  mr: {
    bell: 'अलर्ट',
    unread: '{{count}} न वाचलेले',
    empty: 'अजून एकही अलर्ट आलेला नाही.',
    markRead: 'सर्व वाचले म्हणून खूण करा',
    manage: 'तुमचे अलर्ट',
    failed: 'अलर्ट लोड होऊ शकले नाहीत.',
  },
  pa: {
    bell: 'ਅਲਰਟ',
    unread: '{{count}} ਅਣਪੜ੍ਹੇ',
    empty: 'ਅਜੇ ਤੱਕ ਕੋਈ ਅਲਰਟ ਨਹੀਂ ਆਇਆ।',
    markRead: 'ਸਭ ਪੜ੍ਹੇ ਹੋਏ ਕਰੋ',
    manage: 'ਤੁਹਾਡੇ ਅਲਰਟ',
    failed: 'ਅਲਰਟ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ।',
  },
  ta: {
    bell: 'அலர்ட்கள்',
    unread: '{{count}} படிக்காதவை',
    empty: 'இதுவரை எந்த அலர்ட்டும் வரவில்லை.',
    markRead: 'அனைத்தையும் படித்ததாகக் குறி',
    manage: 'உங்கள் அலர்ட்கள்',
    failed: 'அலர்ட்களை ஏற்ற முடியவில்லை.',
  },
  te: {
    bell: 'అలర్ట్‌లు',
    unread: '{{count}} చదవనివి',
    empty: 'ఇంకా ఏ అలర్ట్ రాలేదు.',
    markRead: 'అన్నీ చదివినట్లు గుర్తించండి',
    manage: 'మీ అలర్ట్‌లు',
    failed: 'అలర్ట్‌లు లోడ్ కాలేదు.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;
