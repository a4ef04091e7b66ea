import { AppError, fieldError } from '../../http/app-error.js';

/** No usable access token (none, malformed, or not ours). */
export const unauthenticated = () => new AppError(401, 'ERR_UNAUTHENTICATED');

/** A genuine access token past its expiry: the client refreshes it. */
export const accessTokenExpired = () => new AppError(401, 'ERR_AUTH_TOKEN_EXPIRED');

/** A refresh token that was never issued. */
export const invalidRefreshToken = () => new AppError(401, 'ERR_INVALID_REFRESH_TOKEN');

/** The session ended (signed out, revoked, reused refresh token, deleted user): sign in again. */
export const sessionExpired = () => new AppError(401, 'AUTH_SESSION_EXPIRED');

/** Unknown login or wrong password: the same answer for both. */
export const invalidCredentials = () => new AppError(401, 'ERR_INVALID_CREDENTIALS');

/** The right password of an account whose email is not verified yet (shell spec §4). */
export const emailNotVerified = () => new AppError(403, 'ERR_EMAIL_NOT_VERIFIED');

/** The password does not meet the strength rule (packages/contracts/src/password.ts). */
export const weakPassword = () => fieldError('password', 'ERR_WEAK_PASSWORD');

/** A mail link's token that is unknown, used or expired. */
export const invalidVerifyToken = () => fieldError('token', 'ERR_INVALID_VERIFY_TOKEN');
