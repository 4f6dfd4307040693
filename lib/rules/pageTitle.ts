// Page titles: '{page} – {site}' for content pages; site name plus status code on error pages
// (SPEC section 2 "Error page").
export function pageTitle(siteName: string, page?: string): string {
  return page ? `${page} – ${siteName}` : siteName;
}

export function errorPageTitle(siteName: string, statusCode: number): string {
  return `${siteName} ${statusCode}`;
}
