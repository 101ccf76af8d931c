/** The real {@link CliIo}: the process's environment, streams and file system. */

import type { CliIo } from './io.js';
import { writeWhole } from './write-whole.js';

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((done, fail) => {
    stream.write(text, (error) => {
      // A reader that went away (`... | head`) is not a failure of ours.
      if (error && (error as NodeJS.ErrnoException).code !== 'EPIPE') fail(error);
      else done();
    });
  });
}

export function nodeIo(): CliIo {
  process.stdout.on('error', () => {});
  return {
    env: process.env,
    stdout: (text) => write(process.stdout, text),
    stderr: (text) => void process.stderr.write(text),
    stderrIsTty: process.stderr.isTTY,
    writeFile: writeWhole,
  };
}
