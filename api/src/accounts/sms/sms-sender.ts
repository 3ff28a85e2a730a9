export interface SmsOptions {
  templateId?: string;
}

/** Delivers one text message to an Indian mobile number (10 digits). Rejects when it could not. */
export interface SmsSender {
  readonly kind: 'development' | 'http' | 'unconfigured';
  /** `templateId`: the DLT template the text was registered under, where the gateway needs one. */
  send(mobile: string, text: string, options?: SmsOptions): Promise<void>;
}
