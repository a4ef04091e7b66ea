/** A customer as the pickers hold it: what the box shows and what its options list. */
export interface CustomerOption {
  uuid: string;
  fullname: string;
  mobile: string | null;
}

/** The server's answer for one search text (useCustomerOptions carries its text with its rows). */
export interface CustomerSearchAnswer {
  q: string;
  items: CustomerOption[];
}

/**
 * The text the server is asked for, from what the box holds: the chosen customer's own name
 * lists everyone, as a plain select would.
 */
export function customerSearchText(boxText: string, chosen: CustomerOption | null): string {
  return chosen && boxText === chosen.fullname ? '' : boxText.trim();
}

interface PickerState {
  /** customerSearchText of what the box holds now (not of the debounced text). */
  wanted: string;
  /** The last answer in, whichever text it was for; undefined while none. */
  answer: CustomerSearchAnswer | undefined;
  chosen: CustomerOption | null;
  listOpen: boolean;
}

/**
 * What the picker may offer. Only an answer for the text in the box gives options: an answer for
 * an older text (the debounced search not caught up, or its request still out) gives none, so
 * Enter and the arrows can never land on a customer from another search. The chosen customer
 * stays an option while the list is closed (its label is what the box shows, and the select
 * needs it to keep that label) and in the list of everyone; not beside results it is not part of,
 * where Enter on the first option would drop it.
 */
export function customerPickerOptions({ wanted, answer, chosen, listOpen }: PickerState): { options: CustomerOption[]; current: boolean } {
  const current = answer !== undefined && answer.q === wanted;
  const options = current ? answer.items.map(({ uuid, fullname, mobile }) => ({ uuid, fullname, mobile })) : [];
  const keepChosen = !listOpen || (current && wanted === '');
  if (chosen && keepChosen && !options.some((customer) => customer.uuid === chosen.uuid)) options.unshift(chosen);
  return { options, current };
}
