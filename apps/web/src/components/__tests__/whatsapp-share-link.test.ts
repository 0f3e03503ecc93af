import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from '../whatsapp-share-link';

describe('whatsAppShareUrl', () => {
  it('encodes the whole message, the address on its own line, into wa.me', () => {
    const url = whatsAppShareUrl('A+ & B+ needed at "City" #2? 100% — जल्दी', 'https://redhope.example/request/r1?x=1&y=2');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    // Nothing in the message may end the parameter or start another.
    expect(url.slice('https://wa.me/?text='.length)).not.toMatch(/[&#?= \n"]/);
    expect(new URL(url).searchParams.get('text')).toBe('A+ & B+ needed at "City" #2? 100% — जल्दी\nhttps://redhope.example/request/r1?x=1&y=2');
  });
});
