// The sub-brands with a look of their own (SPEC section 1: g7, the finance/data magazine; after, the
// entertainment brand). Their themes are in brandThemes.css.ts.
export const BRANDS = ['g7', 'after'] as const;
export type Brand = (typeof BRANDS)[number];

export function isBrand(value: string): value is Brand {
  return (BRANDS as readonly string[]).includes(value);
}
