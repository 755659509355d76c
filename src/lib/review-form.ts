// A buyer's review form: the checks the reviews service refuses with (review-rules), as one zod object the
// form validates with before sending; an issue's message is the refusal's code, translated as the server's.
import * as z from 'zod/mini';
import { problemCheck } from './problem-check';
import { reviewTextProblem, tidyReview } from './review-rules';
import './zod-jitless';

const ratingProblem = (n: number) => (Number.isInteger(n) && n >= 1 && n <= 5 ? null : 'RATING_OUT_OF_RANGE');

/** The form as typed: stars, the texts untidied (the server tidies them) and the uploaded photo, if any. */
export const reviewFormSchema = z
  .object({
    rating: z.number().check(problemCheck(ratingProblem)),
    title: z.string(),
    body: z.string(),
    photo: z.nullable(z.object({ key: z.string(), src: z.nullable(z.string()) })),
  })
  // The texts' first problem, on the field it is about; one problem at a time, the stars' first.
  .check(
    z.superRefine((v, ctx) => {
      if (ratingProblem(v.rating)) return;
      const tidy = tidyReview(v);
      const code = reviewTextProblem(tidy.title, tidy.body);
      if (code)
        ctx.addIssue({ code: 'custom', message: code, input: v, path: [code.startsWith('BODY') ? 'body' : 'title'] });
    }),
  );
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;
