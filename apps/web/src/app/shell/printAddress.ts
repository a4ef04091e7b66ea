/** The query without `print=true` (print mode's « Quitter l'impression »: the same page back in the shell). */
export function withoutPrint(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('print');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
