import type { SmsOptions, SmsSender } from './sms-sender';

export interface HttpSmsSettings {
  /** SMS_PROVIDER_URL: receives POST { to, from, text, templateId? } as JSON. */
  url: string;
  /** SMS_PROVIDER_TOKEN: sent as `Authorization: Bearer …` when set. */
  token?: string;
  /** SMS_SENDER: the sender id shown on the phone. */
  sender: string;
  timeoutMs?: number;
}

/** A real SMS gateway reached over HTTP; any non-2xx answer or network failure rejects. */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http';

  constructor(private readonly settings: HttpSmsSettings) {}

  async send(mobile: string, text: string, options: SmsOptions = {}): Promise<void> {
    const { url, token, sender, timeoutMs = 10_000 } = this.settings;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        to: `+91${mobile}`,
        from: sender,
        text,
        ...(options.templateId ? { templateId: options.templateId } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}
