/** The customer's page (/customers/{uuid}). */
export const customerPath = (uuid: string) => `/customers/${encodeURIComponent(uuid)}`;
