/**
 * The help of `build`, `sitemap` and `feed` names every form of `--source` (issue 39: nine
 * vendors, repeated for several boards) and keeps its layout: lines within 100 columns, no tabs
 * or trailing spaces, and each option's text continued at its own column.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cli } from './vendor-fixture.js';

const FORMS = [
  'greenhouse:<board token>',
  'lever:<site>',
  'ashby:<job board name>',
  'workable:<account>',
  'smartrecruiters:<company identifier>',
  'recruitee:<company>',
  'personio:<company>[.com]',
  'teamtailor:<company>',
  'pinpoint:<company>',
];

describe('--help of the commands that read a board', () => {
  for (const command of ['build', 'sitemap', 'feed']) {
    it(`${command} --help names every source form and several boards, and keeps its layout`, async () => {
      const help = await cli([command, '--help']);
      assert.equal(help.status, 0);
      // A form may wrap at its space ("<company identifier>"), never within a word.
      const flowing = help.stdout.replace(/\s+/g, ' ');
      for (const form of FORMS) assert.ok(flowing.includes(form), `${command}: ${form}`);
      assert.match(flowing, /--source SOURCE/);
      assert.match(flowing, /given again, several boards in one list/);

      const lines = help.stdout.split('\n');
      for (const line of lines) {
        assert.ok(line.length <= 100, `${command}: ${line.length} columns: ${line}`);
        assert.doesNotMatch(line, /\t|\s$/, `${command}: ${JSON.stringify(line)}`);
      }
      // Options: each one's text at the column of the section, continued there.
      const options = lines.slice(lines.indexOf('Options:') + 1, lines.indexOf('', lines.indexOf('Options:')));
      assert.ok(options.length > 5);
      const column = /^ {2}(?:-h, )?--\S+(?: \S+)? +/.exec(options[0]!)![0].length;
      for (const line of options) {
        const option = /^ {2}(?:-h, )?--\S+(?: [A-Z]+)? +/.exec(line);
        if (option) assert.equal(option[0].length, column, `${command}: ${line}`);
        else assert.match(line, new RegExp(`^ {${column}}\\S`), `${command}: continued at column ${column}: ${line}`);
      }
    });
  }
});
