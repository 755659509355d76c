import { describe, expect, it } from 'vitest';
import { FrontAnswers } from './front-answers';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

const body = '{"data":{"product":{"id":"1"}}}';

describe('front answers', () => {
  it('keeps an answer the response cache stored, with its bytes and validator', () => {
    const front = new FrontAnswers(10_000);
    front.stored('ProductPage:a', 3, ['Product:1', 'Tag:all']);
    front.sent('ProductPage:a', 3, body, 'W/"x"');
    expect(front.get('ProductPage:a')?.body.toString()).toBe(body);
    expect(front.get('ProductPage:a')?.etag).toBe('W/"x"');
    expect(front.served).toBe(2);
  });

  it('keeps nothing the response cache did not store or answer (an uncached or unkept answer)', () => {
    const front = new FrontAnswers(10_000);
    front.sent('ProductPage:a', 0, body, 'W/"x"');
    expect(front.get('ProductPage:a')).toBeUndefined();
    expect(front.served).toBe(0);
  });

  it('keeps nothing whose change count moved between the store and the answer (a change landed in between)', () => {
    const front = new FrontAnswers(10_000);
    front.stored('ProductPage:a', 3, ['Product:1']);
    front.sent('ProductPage:a', 4, body, 'W/"x"');
    expect(front.get('ProductPage:a')).toBeUndefined();
    front.answered('ProductPage:b', 5);
    front.drop({ all: false, tags: ['Product:9'] });
    front.sent('ProductPage:b', 5, body, 'W/"x"');
    expect(front.get('ProductPage:b')).toBeUndefined();
  });

  it("drops a changed product's answers and every list, and leaves the others", () => {
    const front = new FrontAnswers(10_000);
    const keep = (key: string, tags: string[]) => {
      front.stored(key, 0, tags);
      front.sent(key, 0, body, `W/"${key}"`);
    };
    keep('ProductPage:one', ['Product:1', 'Tag:all']);
    keep('ProductPage:two', ['Product:2', 'Tag:all']);
    keep('ProductListing:all', ['Product:2', 'Product:3', 'Tag:all', 'Tag:product-lists']);
    keep('CategoryIndex:x', ['Category:4', 'Tag:all']);
    front.drop({ all: false, tags: ['Tag:product-lists', 'Product:1'] });
    expect(front.get('ProductPage:one')).toBeUndefined();
    expect(front.get('ProductListing:all')).toBeUndefined();
    expect(front.get('ProductPage:two')).toBeDefined();
    expect(front.get('CategoryIndex:x')).toBeDefined();
    front.drop({ all: true });
    expect(front.size).toBe(0);
  });

  it('drops an answer read back without its tags (another process stored it) on any change', () => {
    const front = new FrontAnswers(10_000);
    front.answered('ProductPage:other', 0);
    front.sent('ProductPage:other', 0, body, 'W/"o"');
    expect(front.get('ProductPage:other')).toBeDefined();
    front.drop({ all: false, tags: ['Product:77'] });
    expect(front.get('ProductPage:other')).toBeUndefined();
  });

  it('remembers the tags of what this process stored for the hits that follow', () => {
    const front = new FrontAnswers(10_000);
    front.stored('ProductPage:one', 0, ['Product:1']);
    front.sent('ProductPage:one', 0, body, 'W/"1"');
    front.drop({ all: false, tags: ['Product:1'] });
    front.stored('ProductPage:one', 1, ['Product:1']);
    front.drop({ all: false, tags: ['Product:5'] }); // forgets the mark, not the tags
    front.answered('ProductPage:one', 2);
    front.sent('ProductPage:one', 2, body, 'W/"1"');
    front.drop({ all: false, tags: ['Product:5'] });
    expect(front.get('ProductPage:one')).toBeDefined();
  });

  it('forgets an answer after its time, and the oldest beyond its bound', () => {
    const c = clock();
    const front = new FrontAnswers(10_000, c.now);
    front.stored('k0', 0, []);
    front.sent('k0', 0, body, 'W/"0"');
    c.advance(9_999);
    expect(front.get('k0')).toBeDefined();
    c.advance(1);
    expect(front.get('k0')).toBeUndefined();
    for (let i = 0; i < 501; i++) {
      front.stored(`k${i}`, 0, []);
      front.sent(`k${i}`, 0, body, 'W/"k"');
    }
    expect(front.size).toBe(500);
    expect(front.get('k0')).toBeUndefined();
    expect(front.get('k500')).toBeDefined();
  });
});
