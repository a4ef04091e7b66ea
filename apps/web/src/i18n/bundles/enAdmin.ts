import { mergeTexts, type Tree } from '../mergeTexts';

// The English texts of the settings and administration pages (users, statuses, booking settings,
// billing, reports…: each of these features' i18n/en.json), loaded with the first of their pages
// (withTexts(…, 'admin')). The daily work's texts are enWork.ts; the first screens' enCore.ts.
export default mergeTexts(
  {},
  Object.values(
    import.meta.glob<Tree>(
      '../../features/{about,api-keys,billing,booking-settings,design-showcase,language,reports,statuses,users,vehicle-settings,workspace}/i18n/en.json',
      { eager: true, import: 'default' },
    ),
  ),
);
