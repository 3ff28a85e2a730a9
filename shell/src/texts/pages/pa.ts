import type { ShellPagesTexts } from './en';

export const pa: ShellPagesTexts = {
  notFound: {
    title: 'ਮਾਫ਼ ਕਰਨਾ, ਤੁਸੀਂ ਜੋ ਪੰਨਾ ਲੱਭ ਰਹੇ ਹੋ ਉਹ ਸਾਨੂੰ ਨਹੀਂ ਮਿਲਿਆ!',
    body: 'ਹੋ ਸਕਦਾ ਹੈ ਲਿੰਕ ਪੁਰਾਣਾ ਹੋਵੇ ਜਾਂ ਪੰਨਾ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੋਵੇ। ਮੁੱਖ ਪੰਨੇ ਜਾਂ ਉੱਪਰ ਦਿੱਤੇ ਕਿਸੇ ਭਾਗ ਉੱਤੇ ਜਾਓ।',
    goHome: 'ਮੁੱਖ ਪੰਨੇ ਤੇ ਵਾਪਸ ਜਾਓ',
  },
};
