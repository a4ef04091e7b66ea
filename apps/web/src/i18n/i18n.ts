import { createTranslator } from './translator';

/**
 * The app's one translator. Its language is set from the device's preference by i18n/index.ts and
 * its texts arrive by bundle (loadLanguage.ts); until then `t` says the key or its default text.
 */
export const i18n = createTranslator();
