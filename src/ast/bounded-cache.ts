/**
 * Answers kept per key across the files of a run, up to a bound (then dropped and gathered again): for what depends on
 * the key alone and recurs from file to file (a name's verb, a module's catalog family, a form field's texts).
 */
export class BoundedCache<V> {
  private readonly known = new Map<string, V>();

  constructor(private readonly bound = 10_000) {}

  /** The answer kept for `key`, or `compute()`'s, kept. */
  get(key: string, compute: () => V): V {
    if (this.known.has(key)) return this.known.get(key) as V;
    if (this.known.size >= this.bound) this.known.clear();
    const answer = compute();
    this.known.set(key, answer);
    return answer;
  }
}
