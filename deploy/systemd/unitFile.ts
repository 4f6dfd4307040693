// A systemd unit file of deploy/systemd/ read as sections of key → values (a key may repeat), for the
// static checks (units.test.ts) and the run under a real systemd (scripts/test-systemd.ts), which both
// take the units' values from the files themselves.
import fs from 'node:fs';
import path from 'node:path';

export const UNITS_DIR = import.meta.dirname;

export type UnitFile = Record<string, Record<string, string[]>>;

export function readUnit(name: string): UnitFile {
  const sections: UnitFile = {};
  let current: Record<string, string[]> | undefined;
  for (const raw of fs.readFileSync(path.join(UNITS_DIR, name), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) {
      current = sections[section[1]!] = {};
      continue;
    }
    const [key, ...rest] = line.split('=');
    if (!current || !key) throw new Error(`${name}: a line outside a section: ${line}`);
    (current[key] ??= []).push(rest.join('='));
  }
  return sections;
}

/** A time span of a unit file in whole seconds ("30", "30s", "2min"); NaN for anything else. */
export function unitSeconds(value: string): number {
  const match = /^(\d+)(s|min)?$/.exec(value);
  if (!match) return NaN;
  return Number(match[1]) * (match[2] === 'min' ? 60 : 1);
}

/** A size of a unit file ("1536M") in bytes, as `systemctl show` reports it. */
export function unitBytes(value: string): number {
  const match = /^(\d+)([KMGT])?$/.exec(value);
  if (!match) return NaN;
  return Number(match[1]) * 1024 ** ' KMGT'.indexOf(match[2] ?? ' ');
}
