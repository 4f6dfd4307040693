// The widths the layout and snapshot suites look at (issue 27): a phone, a tablet, a laptop.
export const WIDTHS = [
  { width: 390, height: 844, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1280, height: 800, phone: false },
] as const;
