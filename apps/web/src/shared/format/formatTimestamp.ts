const pad = (value: number) => String(value).padStart(2, '0');

/** ISO timestamp → "YYYY-MM-DD HH:mm:ss" in local time; unparsable input is shown as given. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
