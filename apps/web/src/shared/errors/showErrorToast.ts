import i18n from '../../i18n';
import { notify } from '../notifications/notify';
import { toApiError } from './describeError';

/**
 * Toast for failures no form displays (spec §8): validation errors get the validation-failed
 * message, any other error the message of its code (or the raw message).
 */
export function showErrorToast(error: unknown) {
  const apiError = toApiError(error);
  const code = apiError.message === 'ERR_VALIDATION' || apiError.type === 'VALIDATION' ? 'ERR_VALIDATION' : apiError.message;
  notify({
    color: 'red',
    title: i18n.t(`error.type.${apiError.type}`, { defaultValue: i18n.t('error.type.SERVER') }),
    message: i18n.t(`error.${code}`, { defaultValue: code }),
  });
}
