// What a tailoring line of the cart carries besides its `{id, qty}` (the service's product id and how
// many): the options chosen, the saree or fabric line it is made from (that line's product id), or the
// shopper's own fabric, and how its measurements are taken. Shared by the browser's cart and the server.
import { measurementChoiceKinds, type MeasurementChoice } from './measurement-choice';

export type TailoringChoice = {
  options: string[];
  /** The product id of the saree or fabric line of the same cart it is made from. */
  attachTo: string | null;
  /** The shopper sends the fabric (the order says where). */
  ownFabric: boolean;
  /** Chosen at checkout at the latest; null until then. */
  measurement: MeasurementChoice | null;
};

export const tailoringLimits = {
  /** More options than any service has groups times choices; a longer list is refused, not cut. */
  options: 30,
  codePattern: /^[a-z0-9-]{1,40}$/,
  keyPattern: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

/** Why a tailoring line cannot be bought as it is; the browser translates `tailoring.problem.<code>`. */
export const tailoringProblems = [
  'NOT_A_SERVICE',
  'TOO_MANY_OPTIONS',
  'UNKNOWN_OPTION',
  'OPTION_OF_ANOTHER_SERVICE',
  'MISSING_REQUIRED',
  'ONE_PER_GROUP',
  'IMPOSSIBLE_COMBINATION',
  'ATTACHED_LINE_NOT_IN_CART',
  'CANNOT_ATTACH_TO_THIS',
  'NO_BLOUSE_PIECE',
  'NOT_ENOUGH_FABRIC',
  'ATTACHMENT_MISSING',
  'MEASUREMENT_MISSING',
  'PROFILE_NOT_FOUND',
  'PROFILE_GARMENT_MISMATCH',
  'PROFILE_INCOMPLETE',
] as const;
export type TailoringProblem = (typeof tailoringProblems)[number];

const profileIdPattern = /^[0-9a-fA-F-]{36}$/;

function sanitiseMeasurement(raw: unknown): MeasurementChoice | null {
  if (!raw || typeof raw !== 'object') return null;
  const { kind, profileId } = raw as { kind?: unknown; profileId?: unknown };
  if (typeof kind !== 'string' || !(measurementChoiceKinds as readonly string[]).includes(kind)) return null;
  if (kind === 'PROFILE')
    return typeof profileId === 'string' && profileIdPattern.test(profileId) ? { kind, profileId } : null;
  return { kind: kind as 'DESIGNER_CALL' | 'SEND_BLOUSE' };
}

/** A stored or received tailoring choice, cleaned; null when it is not one (the line is then a plain line). */
export function sanitiseTailoring(raw: unknown): TailoringChoice | null {
  if (!raw || typeof raw !== 'object') return null;
  const { options, attachTo, ownFabric, measurement } = raw as Record<string, unknown>;
  if (!Array.isArray(options)) return null;
  const codes = options
    .filter((c): c is string => typeof c === 'string' && tailoringLimits.codePattern.test(c))
    .slice(0, tailoringLimits.options);
  const attach = typeof attachTo === 'string' && /^[1-9][0-9]{0,8}$/.test(attachTo) ? attachTo : null;
  return {
    options: [...new Set(codes)],
    attachTo: attach,
    ownFabric: attach === null && ownFabric === true,
    measurement: sanitiseMeasurement(measurement),
  };
}

/** Where a shopper sends their own fabric (or a blouse that fits) for a tailoring order. */
export const workshopAddress = 'Silai Atelier, 14 Linking Road, Bandra West, Mumbai 400050, India';
