/** A drawn preview image and what identifies its version. */
export interface CachedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  etag: string;
}

/**
 * The least recently used previews, in memory, bounded by count and bytes. Keys name a version
 * (the row's updated_at), so a changed request is drawn again and its old image simply ages out.
 */
export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): CachedImage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, image: CachedImage): void {
    if (image.body.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.length;
    }
    this.entries.set(key, image);
    this.bytes += image.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
