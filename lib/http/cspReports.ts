// Content-Security-Policy violation reports (issue 28): browsers post them to CSP_REPORT_PATH in one of
// two shapes, the report-uri one (`application/csp-report`: {"csp-report": {...}}) and the Reporting
// API's (`application/reports+json`: [{type: "csp-violation", body: {...}}]). Both become one short
// record for the log; anything else in the body is ignored, and long values are cut.

export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
}

/** At most this many reports of one request are logged (a batch; more is not a browser). */
export const MAX_REPORTS_PER_REQUEST = 20;
const MAX_VALUE_LENGTH = 300;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).slice(0, MAX_VALUE_LENGTH)
    : '';

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function fromReportUri(report: Record<string, unknown>): CspViolation {
  const source = text(report['source-file']);
  const line = text(report['line-number']);
  return {
    document: text(report['document-uri']),
    directive: text(report['effective-directive'] ?? report['violated-directive']),
    blocked: text(report['blocked-uri']),
    source: source && line ? `${source}:${line}` : source,
  };
}

function fromReportingApi(body: Record<string, unknown>): CspViolation {
  const source = text(body.sourceFile);
  const line = text(body.lineNumber);
  return {
    document: text(body.documentURL),
    directive: text(body.effectiveDirective),
    blocked: text(body.blockedURL),
    source: source && line ? `${source}:${line}` : source,
  };
}

/** The violations a report body holds (either shape); none for anything else. */
export function cspViolations(body: unknown): CspViolation[] {
  const legacy = record(record(body)?.['csp-report']);
  if (legacy) return [fromReportUri(legacy)];
  if (!Array.isArray(body)) return [];
  return body
    .slice(0, MAX_REPORTS_PER_REQUEST)
    .map(record)
    .filter((report) => report?.type === 'csp-violation' && record(report.body) !== null)
    .map((report) => fromReportingApi(record(report!.body)!));
}
