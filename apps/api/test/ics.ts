/** The .ics attached to a captured mail: its Content-Type line and its text (base64 or quoted-printable decoded). */
export function attachedCalendar(raw: string): { contentType: string; text: string } {
  const part = /Content-Type: (text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)\r?\n--/.exec(raw);
  if (!part) throw new Error('no text/calendar part');
  const headers = part[2]!;
  const body = part[3]!;
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { contentType: part[1]!.replace(/\r?\n[ \t]/g, ' '), text };
}

export type IcsProperty = { name: string; params: string; value: string };

/**
 * A strict enough RFC 5545 reader for tests: CRLF lines of at most 75 octets, unfolded, each
 * `NAME[;params]:value`, BEGIN/END balanced. Answers the VEVENTs' properties by name.
 */
export function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, IcsProperty>[] } {
  if (!text.endsWith('\r\n')) throw new Error('not CRLF-terminated');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('bare line feed');
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: Record<string, IcsProperty>[] = [];
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`unbalanced END:${value}`);
    } else if (stack.at(-1) === 'VEVENT') events.at(-1)![name] = { name, params, value };
    else if (stack.at(-1) === 'VCALENDAR') calendar[name] = value;
  }
  if (stack.length > 0) throw new Error('unclosed component');
  return { calendar, events };
}
