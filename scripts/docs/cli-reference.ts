// The CLI reference of docs/cli.md: every command's own --help text, as `logos <command> --help` prints it.
import type { Command } from 'commander';

// A fixed width, so the page does not depend on the terminal that ran `npm run docs`.
const HELP_WIDTH = 100;

function* commandsOf(command: Command, path: string[] = []): Generator<{ path: string[]; command: Command }> {
  yield { path, command };
  for (const sub of command.commands) yield* commandsOf(sub, [...path, sub.name()]);
}

export function cliReference(program: Command): string {
  const sections: string[] = [];
  for (const { path, command } of commandsOf(program)) {
    command.configureHelp({ helpWidth: HELP_WIDTH });
    const title = ['logos', ...path].join(' ');
    sections.push(`### \`${title}\`\n\n\`\`\`text\n${command.helpInformation().trimEnd()}\n\`\`\``);
  }
  return sections.join('\n\n');
}
