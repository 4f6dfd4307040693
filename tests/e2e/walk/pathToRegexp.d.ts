// The path matcher Next.js applies to `redirects()` sources (its compiled copy of path-to-regexp 6).
declare module 'next/dist/compiled/path-to-regexp' {
  export function match(
    path: string,
    options?: { decode?: (value: string) => string },
  ): (pathname: string) => false | { params: Record<string, string | string[]> };
  export function compile(
    path: string,
    options?: { encode?: (value: string) => string },
  ): (params: Record<string, string | string[]>) => string;
}
