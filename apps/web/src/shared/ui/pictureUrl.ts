/** user.picture is a path served by the API host (spec §3); full URLs are used as they are. */
export function pictureUrl(picture: string | null | undefined): string | null {
  if (!picture) return null;
  if (/^(https?:|data:|blob:)/.test(picture)) return picture;
  return picture.startsWith('/') ? picture : `/${picture}`;
}
