import { GraphQLError } from 'graphql';

// The error codes clients branch on (docs/CONTRACT.md §7, §5).
export const ErrorCode = {
  accessDenied: 'access-denied',
  invalidJwt: 'invalid-jwt',
  badInput: 'bad-input',
  internal: 'internal',
  /** The gateway's limits: a query too costly, too slow or with too large an answer, a request it cannot read. */
  tooComplex: 'too-complex',
  timeout: 'timeout',
  tooLarge: 'too-large',
  tooManyOperations: 'too-many-operations',
  badRequest: 'bad-request',
  forbiddenOrigin: 'forbidden-origin',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function accessDenied(message = 'You are not allowed to do this.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.accessDenied } });
}

export function invalidJwt(reason: string): GraphQLError {
  return new GraphQLError(`Could not verify JWT: ${reason}`, { extensions: { code: ErrorCode.invalidJwt } });
}

/** The message of every unexpected failure a client sees. */
export const maskedMessage = 'Something went wrong on our side. Please try again.';

/** What a client sees for an unexpected failure: no message, no stack, just the id to quote to support. */
export function maskedError(requestId: string): GraphQLError {
  return new GraphQLError(maskedMessage, {
    extensions: { code: ErrorCode.internal, requestId },
  });
}
