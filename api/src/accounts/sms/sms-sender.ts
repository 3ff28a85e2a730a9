/** Delivers one text message to an Indian mobile number (10 digits). Rejects when it could not. */
export interface SmsSender {
  readonly kind: 'development' | 'http' | 'unconfigured';
  send(mobile: string, text: string): Promise<void>;
}
