/**
 * Answers kept per node of one file, in plain maps that the file holds (keyed by its AST or its outermost scope), so
 * they go with it. A module-level WeakMap keyed by every node it answers for costs the garbage collector more than
 * the answers save: each entry is an ephemeron that every full collection traces again. A lint run asks about one
 * file at a time, so the last file's maps are kept at hand, weakly.
 */
export class FileMemo<File extends object, Maps> {
  private readonly byFile = new WeakMap<File, Maps>();
  private last: WeakRef<{ file: File; maps: Maps }> | null = null;

  constructor(private readonly make: () => Maps) {}

  of(file: File): Maps {
    const last = this.last?.deref();
    if (last?.file === file) return last.maps;
    let maps = this.byFile.get(file);
    if (!maps) this.byFile.set(file, (maps = this.make()));
    this.last = new WeakRef({ file, maps });
    return maps;
  }
}
