/**
 * A token bucket per socket. Kept in memory: if the room hibernates the buckets start full again,
 * which only forgives a client that was idle anyway.
 */
export class Bucket {
  private tokens: number;
  private last: number;
  constructor(private capacity: number, private perSecond: number, now: number) {
    this.tokens = capacity;
    this.last = now;
  }
  take(now: number): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Any message: bursts of 30, 15 a second sustained. Chat: bursts of 5, one every 2 s (PLAT-7). */
export const newMessageBucket = (now: number) => new Bucket(30, 15, now);
export const newChatBucket = (now: number) => new Bucket(5, 0.5, now);
