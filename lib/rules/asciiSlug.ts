// A text as a URL-safe word list: accents dropped, lower case, runs of anything but a-z and 0-9
// joined by '-', no '-' at either end ("Árvíztűrő tükörfúrógép!" -> "arvizturo-tukorfurogep").
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
