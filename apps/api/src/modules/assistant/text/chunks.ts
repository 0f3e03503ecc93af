/** Splits text into pieces of about `size` characters, at word boundaries where it can. */
export function* chunkText(text: string, size = 24): Generator<string> {
  let current = '';
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    if (current && current.length + piece.length > size) {
      yield current;
      current = '';
    }
    if (piece.length <= size) {
      current += piece;
      continue;
    }
    // A word longer than a chunk (a URL): cut by code points, never inside a surrogate pair.
    const characters = Array.from(piece);
    for (let start = 0; start < characters.length; start += size) yield characters.slice(start, start + size).join('');
  }
  if (current) yield current;
}
