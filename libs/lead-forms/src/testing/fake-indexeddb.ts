// IndexedDB for jsdom tests: fake-indexeddb, with the structuredClone jsdom leaves out (Node's own, by v8 serialization).
import { deserialize, serialize } from 'node:v8';

globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');
