/** One line of a gallery snippet, and whether the other side lacks it (the mistake, or its fix). */
export interface CodeLine {
  text: string;
  changed: boolean;
}

/** Both snippets as lines, each marked where the other side has no identical line. */
export function codeLines(mistaken: string, fixed: string): { mistaken: CodeLine[]; fixed: CodeLine[] } {
  const mark = (code: string, other: string): CodeLine[] => {
    const others = new Set(other.split("\n"));
    return code.split("\n").map((text) => ({ text, changed: text.trim() !== "" && !others.has(text) }));
  };
  return { mistaken: mark(mistaken, fixed), fixed: mark(fixed, mistaken) };
}
