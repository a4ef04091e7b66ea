// The sign-in feature's public pieces: other features import these, never its internals.
export { validateEmail, validateNewPassword, validatePasswordConfirmation } from './validation';
export { SIGN_IN_PHOTOS, type SignInPhoto } from './photos/photos';
