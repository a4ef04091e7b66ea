import type { ErrorCode, ErrorDetail, PlanRefusal } from '@atelier/contracts';

/** A failure the client should see: an HTTP status and a catalogue code (shell spec §8). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
    /** 402 plan refusals: the limit or feature, and the plan that lifts it (issue 16). */
    readonly plan?: PlanRefusal,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** A field-level failure: 400 with one detail on that field. */
export function fieldError(field: string, code: ErrorCode): AppError {
  return new AppError(400, code, [{ field, message: code }]);
}
