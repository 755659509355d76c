import { describe, expect, it } from 'vitest';
import { hideReasonProblem, reviewTextProblem, tidyReview } from './review-rules';

describe('review texts', () => {
  const check = (title: string, body = '') => {
    const t = tidyReview({ title, body });
    return reviewTextProblem(t.title, t.body);
  };

  it('needs a title that is not empty once trimmed', () => {
    expect(check('   \n\t ')).toBe('TITLE_REQUIRED');
    expect(check('Lovely weave')).toBeNull();
  });

  it('refuses control, invisible and bidi characters and lone surrogates in the title and the body', () => {
    for (const bad of ['a\u0000b', '\u001b[2J', 'a\ud800', '\u202eevil', 'x\u200by'])
      expect([check(bad), check('Fine', bad)]).toEqual(['TITLE_INVALID', 'BODY_INVALID']);
  });

  it('keeps line breaks and angle brackets in the body, and counts characters', () => {
    expect(check('Fine', 'Soft.\r\nColour true <3')).toBeNull();
    expect(check('x'.repeat(121))).toBe('TITLE_TOO_LONG');
    expect(check('Fine', '😀'.repeat(2000))).toBeNull();
    expect(check('Fine', 'x'.repeat(2001))).toBe('BODY_TOO_LONG');
  });

  it('refuses an empty or unsafe reason for hiding', () => {
    expect(hideReasonProblem('')).toBe('REASON_REQUIRED');
    expect(hideReasonProblem('x'.repeat(301))).toBe('REASON_REQUIRED');
    expect(hideReasonProblem('spam\u0000')).toBe('REASON_INVALID');
    expect(hideReasonProblem('Off topic')).toBeNull();
  });
});
