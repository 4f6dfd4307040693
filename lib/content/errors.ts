// Errors the content port raises, so pages and API routes can map them to 404/4xx/502.
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The remote content API failed, answered badly, or timed out. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
