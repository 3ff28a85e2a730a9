/** Forms kept on the phone while the network is away and sent once it is back (docs/architecture.md#offline). */
export * from './waiting-forms';
export * from './send-when-online';
export { newIdempotencyKey } from '../flow/idempotency-key';
