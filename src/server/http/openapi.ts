import { z } from 'zod';
import { ERROR_CODES } from '@shared/errors';

export const ErrorBodySchema = z
  .object({ message: z.string(), code: z.enum(ERROR_CODES), details: z.unknown().optional() })
  .meta({ id: 'ErrorBody' });

/** Documents the error statuses a route may answer, all with the one error body. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<
    S,
    typeof ErrorBodySchema
  >;
