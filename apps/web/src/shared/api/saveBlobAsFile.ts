/**
 * Hands a fetched file to the browser under `fileName`: a temporary object URL clicked through a
 * hidden link. Used for downloads that need the signed-in client (a plain link would carry no
 * bearer token), e.g. invoice PDFs and the time-log CSV export.
 */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
