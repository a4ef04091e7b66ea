import type { Country } from '@atelier/contracts';

type Named = { fr: string; en: string };
export type DefaultTax = { name: Named; description: Named; rate: string };
export type DefaultTaxGroup = { name: Named; taxes: DefaultTax[] };

const GST: DefaultTax = { name: { fr: 'TPS', en: 'GST' }, description: { fr: 'Taxe sur les produits et services', en: 'Goods and Services Tax' }, rate: '5' };
const QST: DefaultTax = { name: { fr: 'TVQ', en: 'QST' }, description: { fr: 'Taxe de vente du Québec', en: 'Quebec Sales Tax' }, rate: '9.975' };
const hst = (rate: string): DefaultTax => ({ name: { fr: 'TVH', en: 'HST' }, description: { fr: 'Taxe de vente harmonisée', en: 'Harmonized Sales Tax' }, rate });
const pst = (rate: string): DefaultTax => ({ name: { fr: 'TVP', en: 'PST' }, description: { fr: 'Taxe de vente provinciale', en: 'Provincial Sales Tax' }, rate });
const vat = (rate: string): DefaultTax => ({ name: { fr: 'TVA', en: 'VAT' }, description: { fr: 'Taxe sur la valeur ajoutée', en: 'Value Added Tax' }, rate });
const same = (name: string): Named => ({ fr: name, en: name });

const QUEBEC: DefaultTaxGroup = { name: same('Québec'), taxes: [GST, QST] };
const FRANCE: DefaultTaxGroup = { name: same('France'), taxes: [vat('20')] };

/** What sign-up gives (issue 5): Québec's GST + QST for fr-CA and en, France's VAT for fr. */
export function languageDefaultTaxes(language: string): DefaultTaxGroup {
  return language === 'fr' ? FRANCE : QUEBEC;
}

/** Canadian provinces: GST, HST, or GST + provincial tax, standard rates in force in 2026. */
const CANADA: Record<string, DefaultTaxGroup> = {
  QC: QUEBEC,
  ON: { name: same('Ontario'), taxes: [hst('13')] },
  NB: { name: { fr: 'Nouveau-Brunswick', en: 'New Brunswick' }, taxes: [hst('15')] },
  NL: { name: { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' }, taxes: [hst('15')] },
  NS: { name: { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' }, taxes: [hst('14')] },
  PE: { name: { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' }, taxes: [hst('15')] },
  BC: { name: { fr: 'Colombie-Britannique', en: 'British Columbia' }, taxes: [GST, pst('7')] },
  SK: { name: same('Saskatchewan'), taxes: [GST, pst('6')] },
  MB: { name: same('Manitoba'), taxes: [GST, pst('7')] },
};
const CANADA_GST_ONLY: DefaultTaxGroup = { name: same('Canada'), taxes: [GST] };

/** Standard VAT of the other countries the address form knows; those absent keep their taxes. */
const COUNTRY: Partial<Record<Country, DefaultTaxGroup>> = {
  FR: FRANCE,
  MC: { name: same('Monaco'), taxes: [vat('20')] },
  RE: { name: same('La Réunion'), taxes: [vat('8.5')] },
  BE: { name: { fr: 'Belgique', en: 'Belgium' }, taxes: [vat('21')] },
  CH: { name: { fr: 'Suisse', en: 'Switzerland' }, taxes: [vat('8.1')] },
};

/** The usual taxes of a shop at this address; undefined where the table has nothing to say. */
export function regionDefaultTaxes(country: string, region: string | null | undefined): DefaultTaxGroup | undefined {
  if (country === 'CA') return (region && CANADA[region]) || CANADA_GST_ONLY;
  return COUNTRY[country as Country];
}

/** The names in the account's language: English for 'en', French otherwise. */
export function localized(group: DefaultTaxGroup, language: string) {
  const lang = language === 'en' ? 'en' : 'fr';
  return {
    name: group.name[lang],
    taxes: group.taxes.map((tax) => ({ name: tax.name[lang], description: tax.description[lang], rate: tax.rate })),
  };
}
