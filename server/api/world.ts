/**
 * A world is everything one API answers from: its keys, its data and its settings. The default
 * world lives at `/v1`; every sandbox is a world of its own at `/sandbox/<id>/v1`.
 */

import type { CursorCodec } from '../cursor.js';
import type { DataSet } from '../data/types.js';
import type { KeyStore } from '../keys/key-store.js';
import type { ListingEnvelope, PostWrapping } from '../sandbox/config.js';

export interface World {
  /** Part of every cursor's context, so a cursor of one world is refused by another. */
  readonly id: string;
  readonly keys: KeyStore;
  readonly data: DataSet;
  readonly cursors: CursorCodec;
  readonly envelope: ListingEnvelope;
  readonly postWrapping: PostWrapping;
  /** Raw job posts that replace the data set's, served exactly as given. */
  readonly postsOverride: readonly unknown[] | undefined;
}
