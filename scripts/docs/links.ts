// Broken relative links and anchors in the Markdown pages, found by remark-validate-links over all pages at once.
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import type { Plugin } from 'unified';
import { engine } from 'unified-engine';

/** The pages checked, relative to the repository's root: the front pages and everything under docs/. */
export const DOC_PAGES = ['README.md', 'BENCHMARK.md', 'CHANGELOG.md', 'docs'];

export interface BrokenLink {
  file: string;
  line: number | undefined;
  message: string;
}

export function brokenLinks(root: string, pages: string[] = DOC_PAGES): Promise<BrokenLink[]> {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark(),
        cwd: root,
        files: pages,
        extensions: ['md'],
        // The engine's Plugin type and the plugin's own tree type come from different @types/unist versions.
        plugins: [[remarkValidateLinks as unknown as Plugin, { repository: false, root }]],
        silent: true,
        quiet: true,
        output: false,
        out: false,
        // The engine prints nothing; the messages are read from the files below.
        reporter: () => '',
        streamError: { write: () => true } as never,
      },
      (error, _code, context) => {
        if (error) return reject(error);
        resolve(
          (context?.files ?? []).flatMap((file) =>
            file.messages.map((message) => ({ file: file.path, line: message.line ?? undefined, message: message.reason })),
          ),
        );
      },
    );
  });
}
