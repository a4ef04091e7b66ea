/** Business constants and limits (shell spec §9, workshop spec §9). */
export const APP_RELEASE = '0.1.0-alpha';
export const DEFAULT_APP_NAME = 'Atelier';

export const NOTIFICATION_AUTO_CLOSE_MS = 3000;
export const NOTIFICATION_LIMIT = 3;
export const SUPPORT_TOAST_MS = 5000;
export const BUTTON_DEBOUNCE_MS = 550;
export const MODAL_CLOSE_MS = 250;
/** Dropdown lists (shell spec §9): rows 32 px, list height 250 px, 10 rows pre-rendered. */
export const DROPDOWN_ROW_PX = 32;
export const DROPDOWN_LIST_PX = 250;
export const DROPDOWN_OVERSCAN_ROWS = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const SETUP_SKIP_SUPPRESSION_MS = 12 * 60 * 60 * 1000;
export const API_KEY_CREATION_DELAY_MS = 1000;
export const SIGN_OUT_DELAY_MS = 1000;
/** The installed app looks for a new version this often (and when the page becomes visible or the browser is back online). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How long the notice of a new version offers « Mettre à jour ». */
export const UPDATE_NOTICE_MS = 30_000;
export const QUESTION_MIN_LENGTH = 5;
export const VIN_LENGTH = 17;
export const MOBILE_MENU_MAX_WIDTH = 767;
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Uploads (avatar, logo): JPEG or PNG by content, at most this size before re-encoding. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Lifetimes of credentials. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFICATION_TOKEN_TTL_HOURS = 48;
export const PASSWORD_RESET_TOKEN_TTL_HOURS = 2;
