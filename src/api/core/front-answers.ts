/**
 * Shared answers kept ready to send, for the HTTP surface to answer a repeated anonymous catalogue read
 * before Yoga builds its Fetch `Request` and `Response` (a response cache hit inside Yoga spent most of its
 * time in that pipeline, not in the cache: BENCHMARKS.md). The response cache stays the one
 * that decides what is kept and for how long: an answer only gets here after Yoga's cache stored it or
 * answered it, with no catalogue change since, and leaves with the same changes that drop it there.
 */

/** A tag of the response cache (`Product:12`, `Tag:product-lists`, `Tag:all`). */
export type FrontTag = string;

export type FrontAnswer = {
  /** The JSON body, as Yoga sends it. */
  body: Buffer;
  etag: string;
  /** The tags the answer was stored with; null when unknown (another process stored it): any change drops it. */
  tags: ReadonlySet<FrontTag> | null;
  expires: number;
};

/** What drops answers: every one, or those of some products and every product list. */
export type FrontDrop = { all: true } | { all: false; tags: readonly FrontTag[] };

/** Far under the response cache's own bound: only the hottest answers need the short way. */
const maxAnswers = 500;
/** Marks of answers stored or read whose body has not passed yet (an error in between leaves one). */
const maxMarks = 5000;

export class FrontAnswers {
  private readonly answers = new Map<string, FrontAnswer>();
  /** Key → the change count at which the response cache stored or answered it, with its tags if known. */
  private readonly marks = new Map<string, { generation: number; tags: ReadonlySet<FrontTag> | null }>();
  /** Tags of the answers this process stored, for the hits that come back without them. */
  private readonly tagsOf = new Map<string, ReadonlySet<FrontTag>>();

  constructor(
    /** How long an answer may be sent from here: never longer than the response cache keeps it. */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The response cache stored this answer (tags known) at this change count. */
  stored(key: string, generation: number, tags: readonly FrontTag[]): void {
    const set = new Set(tags);
    if (this.tagsOf.size >= maxMarks) this.tagsOf.clear();
    this.tagsOf.set(key, set);
    this.mark(key, generation, set);
  }

  /** The response cache answered this key from its store at this change count. */
  answered(key: string, generation: number): void {
    this.mark(key, generation, this.tagsOf.get(key) ?? null);
  }

  private mark(key: string, generation: number, tags: ReadonlySet<FrontTag> | null): void {
    if (this.marks.size >= maxMarks) this.marks.clear();
    this.marks.set(key, { generation, tags });
  }

  /** The body Yoga is sending for key: kept when the store's answer is still current (no change since). */
  sent(key: string, generation: number, body: string, etag: string): void {
    const mark = this.marks.get(key);
    this.marks.delete(key);
    if (!mark || mark.generation !== generation) return;
    if (this.answers.size >= maxAnswers && !this.answers.has(key)) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { body: Buffer.from(body), etag, tags: mark.tags, expires: this.now() + this.ttlMs });
  }

  /** How many requests were answered from here (for tests and diagnostics). */
  served = 0;

  get(key: string): FrontAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.expires <= this.now()) {
      this.answers.delete(key);
      return undefined;
    }
    this.served++;
    return answer;
  }

  drop(what: FrontDrop): void {
    // Anything marked before the change may not become an answer after it either (the count moves too).
    this.marks.clear();
    if (what.all) {
      this.answers.clear();
      this.tagsOf.clear();
      return;
    }
    for (const [key, answer] of this.answers) {
      if (answer.tags === null || what.tags.some((t) => answer.tags!.has(t))) this.answers.delete(key);
    }
    for (const [key, tags] of this.tagsOf) if (what.tags.some((t) => tags.has(t))) this.tagsOf.delete(key);
  }

  get size(): number {
    return this.answers.size;
  }
}
