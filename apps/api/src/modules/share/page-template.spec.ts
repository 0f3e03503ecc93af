import { ImageCache } from './image-cache';
import { PageTemplate, clip, escapeHtml, renderTags, type PageTags } from './page-template';
import { readRoutePreloads } from './share.http';

const TAGS: PageTags = {
  title: 'B+ red cells needed by 27/11 at Lok Nayak Hospital, Delhi',
  description: 'For "Meera" <script>: 2 units',
  url: 'https://redhope.example/request/1',
  locale: 'en_IN',
  alternateLocales: ['hi_IN'],
  image: { url: 'https://redhope.example/og/request/1.png?v=a&lang=hi', type: 'image/png', width: 1200, height: 630, alt: "Meera's card" },
};

describe('share page tags', () => {
  it('escapes every character markup could use, in text and attributes', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&amp;`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;');
    const html = renderTags(TAGS);
    expect(html).not.toMatch(/<script|"Meera"|Meera's/);
    expect(html).toContain('<meta property="og:image" content="https://redhope.example/og/request/1.png?v=a&amp;lang=hi" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://redhope.example/request/1" />');
  });

  it('clips long texts between graphemes, never inside a Devanagari cluster', () => {
    expect(clip('a'.repeat(10), 10)).toBe('a'.repeat(10));
    expect(clip('abc def ghi', 8)).toBe('abc def…');
    const hindi = 'क्षत्रिय '.repeat(20);
    const clipped = clip(hindi, 12);
    expect(clipped.endsWith('…')).toBe(true);
    // Cut on a cluster's edge: what is left is a prefix of whole clusters.
    const clusters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(hindi.trim())].map((s) => s.segment);
    const kept = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(clipped.slice(0, -1))].map((s) => s.segment);
    expect(clusters.slice(0, kept.length)).toEqual(kept);
  });

  it("puts the tags where the built index.html had its title, and drops its description", () => {
    const index = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="old" />\n    <title>Redhope | sharing lives</title>\n    <script type="module" src="/assets/a.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
    const html = new PageTemplate(index).render(TAGS);
    expect(html).not.toContain('content="old"');
    expect(html).not.toContain('Redhope | sharing lives');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>\n  </head>\n  <body><div id="root"></div></body>');
  });

  it("lists a page's module preloads at the end of <head>, escaped, at low priority", () => {
    const index = `<!doctype html>\n<html>\n  <head>\n    <title>Redhope</title>\n    <script type="module" src="/assets/a.js"></script>\n  </head>\n  <body></body>\n</html>\n`;
    const html = new PageTemplate(index).render(TAGS, ['/assets/page-1.js', '/assets/"x.js']);
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>\n  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page-1.js">');
    expect(html).toContain('href="/assets/&quot;x.js"');
    expect(html.indexOf('page-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(new PageTemplate(index).render(TAGS)).not.toContain('modulepreload');
  });

  it('puts them before </head>, or after the doctype, in a file without a title', () => {
    expect(new PageTemplate('<html><head></head><body></body></html>').render(TAGS)).toMatch(/^<html><head><title>[\s\S]*\/><\/head><body><\/body><\/html>$/);
    expect(new PageTemplate('<!doctype html><div id="root"></div>').render(TAGS)).toMatch(/^<!doctype html><title>[\s\S]*\/><div id="root"><\/div>$/);
  });
});

describe("the client build's route preloads", () => {
  it('reads the request page\'s chunks, and nothing from a missing, malformed or unexpected file', () => {
    expect(readRoutePreloads('{ "request": ["/assets/a-1.js", "/assets/b.js"] }')).toEqual({ request: ['/assets/a-1.js', '/assets/b.js'] });
    expect(readRoutePreloads(undefined)).toEqual({});
    expect(readRoutePreloads('not json')).toEqual({});
    expect(readRoutePreloads('{ "request": ["https://elsewhere.example/x.js"] }')).toEqual({});
    expect(readRoutePreloads('{ "request": "/assets/a.js" }')).toEqual({});
  });
});

describe('preview image cache', () => {
  const image = (bytes: number) => ({ body: Buffer.alloc(bytes), contentType: 'image/png' as const, etag: 'e' });

  it('drops the least recently used entries past its count or its bytes', () => {
    const cache = new ImageCache(2, 100);
    cache.set('a', image(10));
    cache.set('b', image(10));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', image(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    cache.set('d', image(95));
    expect(cache.size).toBe(1);
    expect(cache.get('d')).toBeDefined();
    cache.set('e', image(101));
    expect(cache.get('e')).toBeUndefined();
  });
});
