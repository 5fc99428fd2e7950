/**
 * The site's content files as the editor's check holds them in the browser: every file's name, and the
 * texts it was given or has asked for since. The build's validator reads another page's text only where a
 * checked page links to it, so a page is checked without the whole site's text (at 10,000 pages, 110 MB).
 */
export class SiteFiles implements ReadonlyMap<string, string> {
  readonly #names: Set<string>;
  readonly #texts: Map<string, string>;
  /** Names read and not held, since the last `takeMissed`. */
  #missed = new Set<string>();

  constructor(names: Iterable<string>, texts: Record<string, string>) {
    this.#names = new Set(names);
    this.#texts = new Map(Object.entries(texts));
  }
  get size(): number {
    return this.#names.size;
  }
  has(name: string): boolean {
    return this.#names.has(name);
  }
  get(name: string): string | undefined {
    const text = this.#texts.get(name);
    if (text === undefined && this.#names.has(name)) this.#missed.add(name);
    return text;
  }
  keys(): MapIterator<string> {
    return this.#names.values();
  }
  *entries(): MapIterator<[string, string]> {
    for (const name of this.#names) {
      const text = this.get(name);
      if (text !== undefined) yield [name, text];
    }
  }
  *values(): MapIterator<string> {
    for (const [, text] of this.entries()) yield text;
  }
  [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }
  forEach(visit: (text: string, name: string, files: ReadonlyMap<string, string>) => void): void {
    for (const [name, text] of this.entries()) visit(text, name, this);
  }

  /** `name` holds `text` now (the editor's unsaved text, or one asked for); no text: the file is gone. */
  set(name: string, text: string | undefined): void {
    if (text === undefined) {
      this.#names.delete(name);
      this.#texts.delete(name);
    } else {
      this.#names.add(name);
      this.#texts.set(name, text);
    }
  }

  /** The names read since the last call whose texts were not held. */
  takeMissed(): string[] {
    const missed = [...this.#missed];
    this.#missed.clear();
    return missed;
  }
}

/**
 * `check` run until it reads no text that `files` does not hold: the texts it missed (the pages an edit
 * links to, say) are asked for, and it runs again. A file that no longer exists leaves the names, so each
 * run holds more texts or fewer names than the last, and the runs end.
 */
export async function checkedWithTexts<T>(
  files: SiteFiles,
  fetchTexts: (names: string[]) => Promise<Record<string, string>>,
  check: () => T,
): Promise<T> {
  for (;;) {
    files.takeMissed();
    const result = check();
    const missed = files.takeMissed();
    if (missed.length === 0) return result;
    const texts = await fetchTexts(missed);
    for (const name of missed) files.set(name, texts[name]);
  }
}
