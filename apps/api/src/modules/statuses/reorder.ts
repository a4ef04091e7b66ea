/**
 * The ids of a group once `id` is placed at `index` (0-based, clamped to the end). `ids` is the
 * group in its current order, with or without `id` (absent when it comes from another group).
 */
export function placeInGroup(ids: readonly number[], id: number, index: number): number[] {
  const others = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, others.length));
  return [...others.slice(0, at), id, ...others.slice(at)];
}
