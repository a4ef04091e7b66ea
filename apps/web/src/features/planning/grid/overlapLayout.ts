export interface Span {
  id: string;
  start: number;
  end: number;
}

export interface Placement {
  /** 0-based lane from the left. */
  lane: number;
  /** How many lanes its group of overlapping spans uses (its width is 1/lanes). */
  lanes: number;
}

/**
 * Side by side when they overlap (as Google Calendar draws them): spans that overlap, directly or
 * through others, form a group; each takes the first lane free at its start; every span of the group
 * shares the group's lane count. Touching spans (one ends when the next starts) do not overlap.
 */
export function overlapLayout(spans: readonly Span[]): Map<string, Placement> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.id.localeCompare(b.id));
  const result = new Map<string, Placement>();
  let group: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const close = () => {
    for (const member of group) result.set(member.id, { lane: member.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= groupEnd) {
      close();
      groupEnd = span.end;
    } else groupEnd = Math.max(groupEnd, span.end);
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(span.end);
    } else laneEnds[lane] = span.end;
    group.push({ id: span.id, lane });
  }
  close();
  return result;
}
