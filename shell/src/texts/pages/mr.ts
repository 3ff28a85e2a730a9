import type { ShellPagesTexts } from './en';

export const mr: ShellPagesTexts = {
  notFound: {
    title: 'क्षमस्व, तुम्ही शोधत असलेले पान आम्हाला सापडले नाही!',
    body: 'लिंक जुनी असू शकते किंवा पान हलवले गेले असू शकते. मुख्यपृष्ठ किंवा वरील एखादा विभाग पहा.',
    goHome: 'मुख्यपृष्ठावर परत जा',
  },
};
