/** Lower-case, accent-free form of a name: "Conceição" and "conceicao" sort and match alike. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
