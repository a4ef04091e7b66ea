import { mergeTexts, type Tree } from '../mergeTexts';

// The French texts of the pages of the daily work (work orders, customers, vehicles, time, invoices,
// planning, catalogue…: each of these features' i18n/fr.json), loaded with the first of their
// pages or panels (withTexts). The settings pages' texts are frAdmin.ts; the first screens' frCore.ts.
// textParts.test.ts checks that every page finds its texts here, and that the parts hold every feature once.
export default mergeTexts(
  {},
  Object.values(
    import.meta.glob<Tree>(
      '../../features/{catalog,clock,command-palette,customers,invoice-document,invoices,invoicing,planning,profile,timelog,vehicles,worksheets}/i18n/fr.json',
      { eager: true, import: 'default' },
    ),
  ),
);
