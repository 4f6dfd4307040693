// The e2e run's server logs (issue 29, item 1): every line is one JSON object with a time, a level and
// the edition; every request line has its id, page kind, status and duration; and nothing in them is a
// secret: not the e2e accounts' password, not a plain email address, not a token, code or password
// parameter's value. Usage: tsx scripts/check-server-logs.ts [folder] (default reports/server-logs).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { E2E_PASSWORD } from '../tests/e2e/accounts';

const folder = process.argv[2] ?? 'reports/server-logs';
const PLAIN_EMAIL = /[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const SECRET_VALUE = /\b(?:password|jelszo|token|code|kod)=(?!…|\*\*\*)[^&\s"]+/i;

interface Finding {
  file: string;
  line: number;
  problem: string;
}

function problemOf(text: string): string | null {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'not a JSON line';
  }
  for (const field of ['time', 'level', 'edition', 'msg']) {
    if (!(field in entry)) return `no ${field}`;
  }
  if (entry.msg === 'request') {
    for (const field of ['requestId', 'method', 'path', 'status', 'durationMs']) {
      if (!(field in entry)) return `a request line without ${field}`;
    }
    if (entry.pageKind === 'unknown') return 'a request line without its page kind';
  }
  if (text.includes(E2E_PASSWORD)) return 'the e2e password';
  if (PLAIN_EMAIL.test(text)) return 'a plain email address';
  if (SECRET_VALUE.test(text)) return 'a secret parameter value';
  return null;
}

async function main() {
  if (!fs.existsSync(folder))
    throw new Error(`${folder}: no server logs (did the e2e servers run?)`);
  const findings: Finding[] = [];
  let lines = 0;
  let requests = 0;
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.log'))) {
    const file = path.join(folder, name);
    let number = 0;
    const input = readline.createInterface({
      input: fs.createReadStream(file),
      crlfDelay: Infinity,
    });
    for await (const text of input) {
      number += 1;
      if (!text) continue;
      lines += 1;
      if (text.includes('"msg":"request"')) requests += 1;
      const problem = problemOf(text);
      if (problem) findings.push({ file: name, line: number, problem });
    }
  }
  console.log(`server logs: ${lines} lines (${requests} requests) in ${folder}`);
  for (const { file, line, problem } of findings.slice(0, 20)) {
    console.log(`  ${file}:${line}: ${problem}`);
  }
  if (requests === 0) throw new Error('no request was logged');
  if (findings.length > 0) throw new Error(`${findings.length} lines break the log rules`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
