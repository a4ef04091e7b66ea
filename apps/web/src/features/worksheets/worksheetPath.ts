export const worksheetPath = (uuid: string) => `/worksheets/${encodeURIComponent(uuid)}`;
export const worksheetPrintPath = (uuid: string) => `/worksheets/print/${encodeURIComponent(uuid)}`;
