/**
 * The start-up banner (server/banner.ts) points at every vendor emulator: each line's address is
 * a vendor path the emulators serve (routes.ts), of a board they hold (boards.ts), one line per
 * vendor.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/banner.node.test.ts'
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bannerText } from '../../server/banner.js';
import { BOARD_NAMES, type Vendor } from '../../server/vendors/boards.js';
import { matchVendorPath } from '../../server/vendors/routes.js';

describe('bannerText: the vendor emulators', () => {
  it("lists one board address per vendor, each a path the emulators serve and a board they hold", () => {
    const text = bannerText('http://localhost:8787/', { envelope: 'general' });
    const section = text.slice(text.indexOf('Vendor emulators'));
    const addresses = [...section.matchAll(/^\s+\S+\s+(http:\/\/localhost:8787\/\S+)$/gm)].map((match) => new URL(match[1]!));
    const vendors = addresses.map((url) => {
      const request = matchVendorPath(url.pathname);
      assert.ok(request && request.kind !== 'unknown', `${url.href} is an emulator's path`);
      assert.ok(request.name !== undefined && Object.hasOwn(BOARD_NAMES[request.vendor], request.name), `${url.href} names a board the emulator holds`);
      return request.vendor;
    });
    assert.deepEqual([...vendors].sort(), (Object.keys(BOARD_NAMES) as Vendor[]).sort());
  });
});
