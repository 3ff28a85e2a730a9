import type { ShellPagesTexts } from './en';

export const hi: ShellPagesTexts = {
  notFound: {
    title: 'क्षमा करें, आप जो पेज खोज रहे हैं वह हमें नहीं मिला!',
    body: 'हो सकता है लिंक पुराना हो या पेज कहीं और चला गया हो। होम पेज या ऊपर दिए गए किसी सेक्शन पर जाएं।',
    goHome: 'होम पेज पर वापस जाएं',
  },
};
