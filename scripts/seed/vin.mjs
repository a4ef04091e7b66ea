// VINs with a valid check digit (ISO 3779 / 49 CFR 565: position 9 is the weighted sum mod 11).
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
// Position 10: the model year, a 30-year cycle without I, O, Q, U, Z and 0.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const value = (c) => (c >= '0' && c <= '9' ? Number(c) : VALUES[c]);

export function vinCheckDigit(vin) {
  const sum = [...vin].reduce((s, c, i) => s + value(c) * WEIGHTS[i], 0);
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function hasValidCheckDigit(vin) {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin[8] === vinCheckDigit(vin);
}

/** The code of a model year at position 10 (2010 → 'A', 2019 → 'K'). */
export function yearCode(year) {
  return YEAR_CODES[(year - 1980) % 30];
}

/**
 * A VIN from its first eight characters (maker and vehicle description), the model year, the
 * plant code and a six-digit serial; the check digit is computed.
 */
export function buildVin({ prefix, year, plant, serial }) {
  const draft = `${prefix}0${yearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(draft)) throw new Error(`not a VIN: ${draft}`);
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
