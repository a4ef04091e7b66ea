/** The vehicle's page (/mechs/{uuid}). */
export const mechPath = (uuid: string) => `/mechs/${encodeURIComponent(uuid)}`;
