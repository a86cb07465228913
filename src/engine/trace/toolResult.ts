/**
 * A scenario tool's result with each `{name}` replaced by the argument of that name (JSON for
 * non-strings); placeholders naming no argument stay as they are, so a plain result is unchanged.
 */
export function toolResultText(template: string, args: Record<string, unknown>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (placeholder, name: string) => {
    if (!(name in args)) return placeholder;
    const value = args[name];
    return typeof value === "string" ? value : JSON.stringify(value);
  });
}
