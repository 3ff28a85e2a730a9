import { fillAlertText, type AlertMessageKey, type LocaleCode } from '@cvb/contracts';

/** A refusal the alert routes answer with its status and a message in the asker's language. */
export class AlertError extends Error {
  override readonly name = 'AlertError';

  constructor(
    readonly statusCode: 400 | 404 | 422,
    key: AlertMessageKey,
    locale: LocaleCode,
  ) {
    super(fillAlertText(locale, key));
  }
}

const TITLES = { 400: 'Bad Request', 404: 'Not Found', 422: 'Unprocessable Entity' } as const;

export const alertErrorBody = (error: AlertError) => ({
  statusCode: error.statusCode,
  error: TITLES[error.statusCode],
  message: error.message,
});
