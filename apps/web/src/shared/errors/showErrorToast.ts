import i18n from '../../i18n';
import { notify } from '../notifications/notify';
import { toApiError } from './describeError';

/**
 * Toast for failures no form displays (spec §8): validation errors get the validation-failed
 * message, any other error the message of its code (or the raw message).
 */
export function showErrorToast(error: unknown) {
  const apiError = toApiError(error);
  // A plan refusal opened the upgrade prompt instead (issue 16).
  if (apiError.plan) return;
  const code = apiError.message === 'ERR_VALIDATION' || apiError.type === 'VALIDATION' ? 'ERR_VALIDATION' : apiError.message;
  notify({
    color: 'red',
    title: i18n.t(`error.type.${apiError.type}`, { defaultValue: i18n.t('error.type.SERVER') }),
    message: i18n.t(`error.${code}`, { defaultValue: code }),
  });
}

/**
 * Toast for an action's refusal that is a 400 but no form's (ERR_NO_ENTRIES: "Il n'y a rien à
 * facturer."): the message of its own code, where showErrorToast would say the validation failed.
 */
export function showActionErrorToast(error: unknown) {
  const apiError = toApiError(error);
  if (apiError.plan) return;
  // No "Vérifiez les informations" title: there is no form to check, the message says it all.
  notify({ color: 'red', message: i18n.t(`error.${apiError.message}`, { defaultValue: apiError.message }) });
}
