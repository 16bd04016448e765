// Generated regions inside hand-written Markdown: the text between two HTML comments that a script rewrites.
export const regionStart = (name: string) => `<!-- generated:${name} (written by a script; do not edit by hand) -->`;
export const regionEnd = (name: string) => `<!-- /generated:${name} -->`;

/** The text with the region `name` holding `content`; throws when the page has no such region. */
export function withRegion(text: string, name: string, content: string): string {
  const start = text.indexOf(regionStart(name));
  const end = text.indexOf(regionEnd(name));
  if (start < 0 || end < start) throw new Error(`no region "${name}": add ${regionStart(name)} and ${regionEnd(name)}`);
  return `${text.slice(0, start)}${regionStart(name)}\n${content.trim()}\n${text.slice(end)}`;
}
