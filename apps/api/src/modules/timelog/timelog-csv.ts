import { minuteIn } from './shop-time.js';
import type { TimelogListRow } from './queries.js';

/** Column titles of the payroll export, in the shop's language. */
const HEADERS = {
  fr: ['Date', 'Technicien', "Nom d'utilisateur", 'Bon de travail', 'Ligne', 'Entrée', 'Sortie', 'Heures'],
  en: ['Date', 'Technician', 'Username', 'Work order', 'Line', 'Clock in', 'Clock out', 'Hours'],
};

export type CsvFormat = { french: boolean; timezone: string; prefix: string };

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180); a formula's leading sign is neutralised. */
function field(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The timesheet as CSV for payroll (issue 13): UTF-8 with a BOM (Excel reads the accents), `;`
 * between fields and a decimal comma for a French shop (what Excel in French expects), times on
 * the shop's clock. A running clock has no clock-out and no hours yet.
 */
export function timelogCsv(rows: TimelogListRow[], format: CsvFormat): string {
  const separator = format.french ? ';' : ',';
  const hours = (row: TimelogListRow) => {
    const { startTime, endTime } = row.timelog;
    if (!endTime) return '';
    const text = ((endTime.getTime() - startTime.getTime()) / 3_600_000).toFixed(2);
    return format.french ? text.replace('.', ',') : text;
  };
  const lines = [HEADERS[format.french ? 'fr' : 'en']];
  for (const row of rows) {
    const { timelog } = row;
    lines.push([
      timelog.date,
      row.user.fullname,
      row.user.username,
      row.worksheet ? `${format.prefix}-${row.worksheet.number}` : '',
      row.entryName ?? timelog.name ?? '',
      minuteIn(timelog.startTime, format.timezone),
      timelog.endTime ? minuteIn(timelog.endTime, format.timezone) : '',
      hours(row),
    ]);
  }
  return '\uFEFF' + lines.map((cells) => cells.map((cell) => field(cell, separator)).join(separator)).join('\r\n') + '\r\n';
}
