// Placeholder until issue 18's picture-in-picture player lands. Loaded lazily from AppProviders.
export function PipHost(): null {
  return null;
}
