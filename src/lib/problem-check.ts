// Rules written as "what is wrong with this value" functions, as zod checks: the issue's message is the
// refusal's code, which the form translates the way it translates the server's.
import * as z from 'zod/mini';

export const problemCheck = <T>(problem: (value: T) => string | null) =>
  z.superRefine((value: T, ctx) => {
    const code = problem(value);
    if (code) ctx.addIssue({ code: 'custom', message: code, input: value });
  });
