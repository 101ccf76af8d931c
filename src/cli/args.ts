/**
 * Command-line options: `--name value`, `--name=value` and flags (`--help`, `-h`).
 *
 * Error messages name the option, never its value: a value may be the token, and a mistyped
 * option (`--tokn=jb_...`) must not print it either.
 */

/**
 * What a command accepts: each option's name (without `--`) and whether it takes a value, a value
 * that may be given again (`--source a --source b`: the values joined by a space), or none.
 */
export type OptionSpec = Readonly<Record<string, 'value' | 'values' | 'flag'>>;

export type ParsedOptions = { values: Map<string, string>; flags: Set<string> } | { error: string };

/** Raised for a command line that cannot be read; the CLI prints the usage and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Reads `args` (everything after the command name) against `spec`. `-h` is `--help`. An option
 * given twice (but a `values` one), an unknown option, a value-taking option without a value and any positional
 * argument are errors.
 */
export function parseOptions(args: readonly string[], spec: OptionSpec): ParsedOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '-h') {
      flags.add('help');
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      return { error: `unexpected argument at position ${index + 1} (options start with --)` };
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals < 0 ? undefined : equals);
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (kind === undefined) return { error: `unknown option --${name}` };
    if ((values.has(name) && kind !== 'values') || flags.has(name)) return { error: `--${name} is given more than once` };
    if (kind === 'flag') {
      if (equals >= 0) return { error: `--${name} takes no value` };
      flags.add(name);
      continue;
    }
    let value: string | undefined;
    if (equals >= 0) {
      value = arg.slice(equals + 1);
    } else {
      const next = args[index + 1];
      // `--token --out x`: the value was forgotten, rather than being "--out".
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        index += 1;
      }
    }
    if (value === undefined) return { error: `--${name} needs a value` };
    const earlier = values.get(name);
    values.set(name, earlier === undefined ? value : `${earlier} ${value}`);
  }
  return { values, flags };
}
