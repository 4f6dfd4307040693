// `npm run content`: builds the embedded store from data/ (the demo content).
import { importContent } from './importContent';

const started = Date.now();
const summary = importContent();
console.log(
  `content store written to ${summary.file} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
  summary.counts,
);
