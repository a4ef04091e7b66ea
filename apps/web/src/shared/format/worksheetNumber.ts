/** The work order's number as the shop says it: 'BT-1042' in French, 'WO-1042' in English (from the texts). */
export function worksheetNumber(prefix: string, worksheetId: number): string {
  return `${prefix}-${worksheetId}`;
}
