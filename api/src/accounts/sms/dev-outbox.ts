export interface OutboxMessage {
  mobile: string;
  text: string;
  sentAt: string;
}

/** The last texts "sent" in development, newest first, for GET /api/dev/outbox and e2e tests. */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(private readonly capacity = 200) {}

  add(message: OutboxMessage): void {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  list(mobile?: string): OutboxMessage[] {
    return mobile ? this.messages.filter((message) => message.mobile === mobile) : [...this.messages];
  }
}
