/** Countries (zod-free: the customer page names them without bringing the Zod schemas along). */

/** Countries offered in addresses (shell spec §5). Names are shown with Intl.DisplayNames. */
export const COUNTRIES = ['CA', 'FR', 'BE', 'CH', 'MC', 'RE', 'BJ', 'CG', 'CD', 'CI', 'GA', 'GN', 'NE', 'SN', 'TG', 'TD'] as const;
export type Country = (typeof COUNTRIES)[number];
