/** The perf scripts' command line: `--name value` options and `--name` flags. */
const args = process.argv.slice(2);

/** The value after `name`, or undefined when it is not given. */
export function option(name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Whether `name` is given. */
export const flag = (name: string) => args.includes(name);

/** The first argument that is not an option's name or value and starts with `prefix`. */
export const positional = (prefix: string) =>
  args.find((arg, at) => arg.startsWith(prefix) && !args[at - 1]?.startsWith("--"));
