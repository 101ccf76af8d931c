/**
 * The benchmark's results: rows with median, min and max, targets and the Markdown table. Nothing
 * here writes outside bench/ (the README is never touched by a bench run).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The `q` quantile (0–1) of `values`, linearly interpolated. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

export interface Target {
  /** `<=` at most, `<` less than, `=` exactly. */
  op: '<=' | '<' | '=';
  value: number;
  /** Which figure must meet it: the median, or every run (min and max both). */
  on: 'median' | 'every';
}

export interface Row {
  name: string;
  unit: 'ms' | 'MB' | 'requests' | '×';
  /** The figures of the runs; for a derived row (the ratio), its one value. */
  values: number[];
  /** Shown in the Runs column instead of the count of values. */
  runs?: string;
  /** Whether min and max mean something (not for a ratio of medians). */
  spread?: boolean;
  target?: Target;
}

function meets(value: number, target: Target): boolean {
  if (target.op === '<=') return value <= target.value;
  if (target.op === '<') return value < target.value;
  return value === target.value;
}

export function passed(row: Row): boolean | undefined {
  const { target } = row;
  if (!target) return undefined;
  if (row.values.length === 0) return false;
  return target.on === 'median' ? meets(median(row.values), target) : row.values.every((value) => meets(value, target));
}

function figure(value: number, unit: Row['unit']): string {
  if (unit === 'requests') return String(value);
  if (unit === '×') return value.toFixed(2);
  if (unit === 'MB') return value.toFixed(2);
  return value.toFixed(1);
}

function suffix(unit: Row['unit']): string {
  return unit === 'requests' ? '' : unit === '×' ? '×' : ` ${unit}`;
}

export function targetText(row: Row): string {
  const { target } = row;
  if (!target) return '';
  const op = target.op === '<=' ? '≤' : target.op;
  const value = `${op} ${figure(target.value, row.unit)}${suffix(row.unit)}`;
  return target.on === 'every' ? `${value}, every run` : `${value} (median)`;
}

/** The table: median, interquartile range (p25–p75) and min–max of each row, its target and result. */
export function table(rows: readonly Row[]): string {
  const lines = ['| Benchmark | Runs | Median | IQR (p25–p75) | Min–max | Target | Result |', '|---|---:|---:|---:|---:|---|---|'];
  for (const row of rows) {
    const show = (value: number): string => `${figure(value, row.unit)}${suffix(row.unit)}`;
    const range = (low: number, high: number): string => `${figure(low, row.unit)}–${show(high)}`;
    const spread = row.spread !== false && row.values.length > 1;
    const result = passed(row);
    lines.push(
      `| ${row.name} | ${row.runs ?? row.values.length} | ${row.values.length ? show(median(row.values)) : 'n/a'} | ${spread ? range(quantile(row.values, 0.25), quantile(row.values, 0.75)) : '–'} | ${spread ? range(Math.min(...row.values), Math.max(...row.values)) : '–'} | ${targetText(row)} | ${result === undefined ? '' : result ? 'PASS' : '**FAIL**'} |`,
    );
  }
  return lines.join('\n');
}

export function machine(browserVersion: string): string {
  const cpus = os.cpus();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} RAM, ${os.type()} ${os.release()} (${os.arch()}); Chromium ${browserVersion} (headless); Node ${process.version}`;
}

/** The 1-minute load average, to tell a quiet machine's figures from a busy one's. */
export function load(): string {
  return os.loadavg()[0]!.toFixed(1);
}

/** `commit abc1234`, and whether the code measured (src/, bench/) differs from it. */
export function gitCommit(root: string): string | undefined {
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', 'src', 'bench', ':!bench/results') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in src/ or bench/' : ''}`;
  } catch {
    return undefined;
  }
}
