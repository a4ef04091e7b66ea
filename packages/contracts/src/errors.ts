import { z } from 'zod';
import { planRefusalSchema } from './billing.js';

/**
 * The error catalogue (shell spec §8). Every 4xx/5xx answer carries one of these codes in
 * `message`; the web app translates `error.{code}` in fr and en. Add new codes here and in both
 * language files (a unit test checks they match).
 */
export const ERROR_CODES = [
  // spec §8
  'ERR_ALREADY_EXISTS',
  'ERR_AUTH_TOKEN_EXPIRED',
  'TokenExpiredError',
  'ERR_CUSTOMER_DETAILS_REQUIRED',
  'ERR_ENDTIME_REQUIRED',
  'ERR_STARTTIME_REQUIRED',
  'ERR_ENTRY_REMOVE_FAIL',
  'ERR_FULLNAME_REQUIRED',
  'ERR_NAME_REQUIRED',
  'ERR_TITLE_REQUIRED',
  'ERR_STATUS_REQUIRED',
  'ERR_MOBILE_REQUIRED',
  'ERR_PASSWORD_REQUIRED',
  'ERR_USERNAME_REQUIRED',
  'ERR_USERNAME_OR_EMAIL_REQUIRED',
  'ERR_WORKORDER_REQUIRED',
  'ERR_MAKEID_REQUIRED',
  'ERR_MODELID_REQUIRED',
  'ERR_MECH_DETAILS_REQUIRED',
  'ERR_INVALID_CREDENTIALS',
  'ERR_INVALID_USERNAME_PASSWORD',
  'ERR_INVALID_EMAIL',
  'ERR_INVALID_MOBILE',
  'ERR_INVALID_PASSWORD',
  'ERR_INVALID_VERIFY_TOKEN',
  'ERR_NO_ENTRIES',
  'ERR_PASSWORD_MISMATCH',
  'ERR_WEAK_PASSWORD',
  'ERR_UNCLOSED_TIMELOG',
  'ERR_USER_NOT_FOUND',
  'ERR_VALIDATION',
  'noFound',
  // added by Atelier
  'AUTH_SESSION_EXPIRED',
  'ERR_UNAUTHENTICATED',
  'ERR_EMAIL_NOT_VERIFIED',
  'ERR_INVALID_REFRESH_TOKEN',
  'ERR_FORBIDDEN',
  'ERR_NOT_FOUND',
  'ERR_ROUTE_NOT_FOUND',
  'ERR_TOO_MANY_REQUESTS',
  'ERR_PAYLOAD_TOO_LARGE',
  'ERR_INTERNAL',
  'ERR_SERVICE_UNAVAILABLE',
  // issue 3: team, roles, uploads, API keys, settings
  'ERR_REQUIRED',
  'ERR_USERNAME_TAKEN',
  'ERR_EMAIL_TAKEN',
  'ERR_INVALID_USERNAME',
  'ERR_LAST_FULL_ADMIN',
  'ERR_ROLE_NOT_ALLOWED',
  'ERR_CANNOT_DELETE_SELF',
  'ERR_FILE_REQUIRED',
  'ERR_UNSUPPORTED_FILE_TYPE',
  'ERR_FILE_TOO_LARGE',
  'ERR_INVALID_API_KEY',
  'ERR_INVALID_COUNTRY',
  'ERR_INVALID_REGION',
  'ERR_INVALID_POSTCODE',
  'ERR_INVALID_TIMEZONE',
  'ERR_INVALID_DATE',
  'ERR_MESSAGE_TOO_SHORT',
  // issue 4: vehicles
  'ERR_INVALID_VIN',
  'ERR_VIN_NOT_FOUND',
  // issue 10: a VIN is one vehicle of the shop
  'ERR_VIN_TAKEN',
  'ERR_INVALID_YEAR',
  'ERR_INVALID_QUANTITY',
  'ERR_INVALID_PRICE',
  'ERR_INVALID_MODEL',
  'ERR_INVALID_EQUIPMENT_FIELD',
  'ERR_CUSTOMER_REQUIRED',
  'ERR_EQUIPMENT_PURPOSE_REPEATED',
  'ERR_EQUIPMENT_IN_USE',
  // issue 5: invoicing settings
  'ERR_INVALID_TAX_RATE',
  // issue 5: statuses
  'ERR_STATUS_IN_USE',
  'ERR_LAST_STATUS',
  // issue 10: one message per duplicate (ERR_ALREADY_EXISTS stays the customer's mobile)
  'ERR_MAKE_EXISTS',
  'ERR_MODEL_EXISTS',
  'ERR_CATALOG_CODE_EXISTS',
  // issue 10: the shop's work-order number prefix
  'ERR_INVALID_WORKSHEET_PREFIX',
  // issue 13: technician time
  'ERR_INVALID_TIME',
  'ERR_INVALID_DURATION',
  'ERR_ENDTIME_BEFORE_START',
  'ERR_TIME_OVERLAP',
  'ERR_CLOCK_OTHER_USER',
  'ERR_WORKORDER_CLOSED',
  // issue 14: invoices
  'ERR_INVOICE_ISSUED',
  'ERR_INVOICE_NOT_ISSUED',
  'ERR_INVOICE_CANCELED',
  'ERR_MISSING_MENTIONS',
  'ERR_INVALID_AMOUNT',
  'ERR_PAYMENT_EXCEEDS_BALANCE',
  'ERR_CREDIT_EXCEEDS',
  'ERR_INVALID_GST_NUMBER',
  'ERR_INVALID_QST_NUMBER',
  'ERR_INVALID_SIREN',
  'ERR_INVALID_SIRET',
  'ERR_INVALID_VAT_NUMBER',
  // issue 15: planning and online booking
  'ERR_INVALID_RANGE',
  'ERR_INVALID_HOURS',
  'ERR_INVALID_SLUG',
  'ERR_SLUG_TAKEN',
  'ERR_BAY_TAKEN',
  'ERR_TECHNICIAN_TAKEN',
  'ERR_SLOT_TAKEN',
  'ERR_HOLD_EXPIRED',
  'ERR_INVALID_CODE',
  'ERR_CODE_EXPIRED',
  'ERR_SERVICES_REQUIRED',
  'ERR_CHALLENGE_FAILED',
  'ERR_BOOKING_NOT_CHANGEABLE',
  // issue 16: plans and billing
  'ERR_PLAN_LIMIT',
  'ERR_PLAN_FEATURE',
  'ERR_INVALID_SIGNATURE',
  'ERR_BILLING_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `type` of the error object: the heading of the shared alert (`error.type.{type}`). */
export const ERROR_TYPES = ['VALIDATION', 'AUTHENTICATION', 'FORBIDDEN', 'PLAN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMIT', 'SERVER'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const errorDetailSchema = z.object({ field: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The error object (shell spec §3). */
export const apiErrorSchema = z.object({
  type: z.enum(ERROR_TYPES),
  message: z.string(),
  details: z.array(errorDetailSchema),
  correlationId: z.string(),
  timestamp: z.string(),
  /** 402 ERR_PLAN_LIMIT / ERR_PLAN_FEATURE only: the limit or feature, and the plan that lifts it. */
  plan: planRefusalSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}
