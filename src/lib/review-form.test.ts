import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review-form';

const good = { rating: 4, title: 'Beautiful drape', body: '', photo: null };
const issues = (input: unknown) =>
  (reviewFormSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('review form schema', () => {
  it('passes a good review through as typed', () => {
    expect(reviewFormSchema.parse({ ...good, photo: { key: 'k', src: null } })).toEqual({
      ...good,
      photo: { key: 'k', src: null },
    });
  });

  it('asks for stars first, with the code the reviews service refuses with', () => {
    expect(issues({ ...good, rating: 0, title: '  ' })).toEqual([['rating', 'RATING_OUT_OF_RANGE']]);
    expect(issues({ ...good, rating: 6 })).toEqual([['rating', 'RATING_OUT_OF_RANGE']]);
  });

  it("names the texts' first problem on its field", () => {
    expect(issues({ ...good, title: ' \n ' })).toEqual([['title', 'TITLE_REQUIRED']]);
    expect(issues({ ...good, title: 'x'.repeat(121), body: 'y'.repeat(2001) })).toEqual([['title', 'TITLE_TOO_LONG']]);
    expect(issues({ ...good, body: 'y'.repeat(2001) })).toEqual([['body', 'BODY_TOO_LONG']]);
    expect(issues({ ...good, body: 'zero\u200bwidth' })).toEqual([['body', 'BODY_INVALID']]);
  });
});
