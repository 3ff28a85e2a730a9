/** One serialized 200 answer and the ETag of its bytes. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Bounds of an answer table: whichever is reached first evicts the least recently used answers. */
export interface AnswerLimits {
  maxAnswers: number;
  maxBytes: number;
}

/** Enough for every list and model page of the seed in every language, and far below the process's memory. */
export const DEFAULT_ANSWER_LIMITS: AnswerLimits = { maxAnswers: 5000, maxBytes: 64 * 1024 * 1024 };

/**
 * Serialized answers by key, least recently used first (a Map keeps insertion order; a hit moves its key to
 * the end). `generation` counts the times the table was emptied, so an answer computed before a `clear` is
 * not stored after it.
 */
export class AnswerLru {
  private readonly answers = new Map<string, { answer: CachedAnswer; size: number }>();
  private storedBytes = 0;
  generation = 0;

  constructor(private readonly limits: AnswerLimits = DEFAULT_ANSWER_LIMITS) {}

  get size(): number {
    return this.answers.size;
  }

  /** Bytes of the stored bodies (UTF-8). */
  get bytes(): number {
    return this.storedBytes;
  }

  /** The answer under `key`, now the most recently used; undefined when there is none. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.answers.get(key);
    if (!entry) return undefined;
    this.answers.delete(key);
    this.answers.set(key, entry);
    return entry.answer;
  }

  /** Stores `answer` under `key` (replacing an earlier one), then evicts the least recently used beyond the bounds. */
  set(key: string, answer: CachedAnswer): void {
    const size = Buffer.byteLength(answer.body);
    if (size > this.limits.maxBytes) return;
    this.remove(key);
    this.answers.set(key, { answer, size });
    this.storedBytes += size;
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= this.limits.maxAnswers && this.storedBytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Forgets every answer and starts a new generation. */
  clear(): void {
    this.answers.clear();
    this.storedBytes = 0;
    this.generation += 1;
  }

  private remove(key: string): void {
    const entry = this.answers.get(key);
    if (!entry) return;
    this.answers.delete(key);
    this.storedBytes -= entry.size;
  }
}
