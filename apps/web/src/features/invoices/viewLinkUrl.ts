/** The customer's link as copied: the server's URL, made absolute on this app's origin when it is a path. */
export function viewLinkUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
