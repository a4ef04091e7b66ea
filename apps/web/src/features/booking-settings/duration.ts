/**
 * Durations typed as people say them: '90', '45 min', '1 h 30', '1h30', '1:30', '1,5 h', '2 h'.
 * Minutes, or null when the text is not a duration.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase().replace(',', '.');
  if (!value) return null;
  let match = /^(\d{1,4})\s*(?:m|min|mins|minutes?)?$/.exec(value);
  if (match) return Number(match[1]);
  match = /^(\d{1,3})\s*(?:h|hr|hrs|heures?|hours?|:)\s*(?:(\d{1,2})\s*(?:m|min|mins|minutes?)?)?$/.exec(value);
  if (match) {
    const minutes = match[2] === undefined ? 0 : Number(match[2]);
    if (minutes >= 60) return null;
    return Number(match[1]) * 60 + minutes;
  }
  match = /^(\d{1,3}\.\d{1,2})\s*(?:h|hr|hrs|heures?|hours?)$/.exec(value);
  if (match) {
    const minutes = Number(match[1]) * 60;
    return Number.isInteger(Math.round(minutes * 1000) / 1000) ? Math.round(minutes) : null;
  }
  return null;
}

/** 90 → '1 h 30', 60 → '1 h', 45 → '45 min', 125 → '2 h 05' (read alike in French and English). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
