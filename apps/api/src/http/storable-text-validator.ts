import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { unstorableTextPath } from '@atelier/contracts';
import type { ZodType } from 'zod';

// The marker fastify-type-provider-zod puts on its validation issues (hasZodFastifySchemaValidationErrors).
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The zod validator of every route, after one check every contract shares: no string of the
 * body, query, path or headers may hold text PostgreSQL cannot store — a lone UTF-16 surrogate
 * ("\ud800", which JSON can carry) or a NUL character. Such input is refused as ERR_VALIDATION
 * on its field, the way any other contract failure is.
 */
export const storableTextValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = unstorableTextPath(data);
    if (path) {
      const issue = {
        [ZOD_ISSUE]: true,
        keyword: 'invalid_format',
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/invalid_format`,
        message: 'ERR_VALIDATION',
        params: { format: 'storable_text' },
      };
      return { error: [issue] as unknown as Error };
    }
    return validate(data);
  };
};
