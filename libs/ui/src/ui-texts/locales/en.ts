/** English texts of the shared components (namespace "ui"). */
export const en = {
  carousel: { previous: 'Previous', next: 'Next' },
  dialog: { close: 'Close' },
  errors: {
    notFound:
      'We could not find what you asked for. The link may be wrong or the page may have been removed.',
    offline: 'You seem to be offline. Check your internet connection and try again.',
    timeout: 'This is taking too long. Please try again.',
    invalid: 'Something in this request is not right. Please check it and try again.',
    tooMany: 'Too many tries in a short time. Please wait a minute and try again.',
    server: 'Our server has a problem right now. Please try again in a few minutes.',
    unknown: 'We could not load this information. Please try again.',
  },
  alertSetter: {
    set: 'Set an alert',
    save: 'Save alert',
    cancel: 'Cancel',
    saved: 'Alert saved. We will send you an SMS.',
    manage: 'Your alerts',
    failed: 'The alert could not be saved. Please try again.',
    modelTitle: 'Tell me when the price of {{model}} changes',
    brandTitle: 'Tell me about {{brand}}',
    newModels: 'New models',
    priceChanges: 'Price changes',
    usedTitle: 'Tell me about new ads like these: {{search}}',
    usedUpTo: 'up to ₹{{price}}',
    usedFromYear: '{{year}} or newer',
  },
};
