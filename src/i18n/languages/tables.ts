/**
 * Every built-in language but English, as one lazily loaded chunk: one table alone is about 1 kB
 * gzipped, less than its own request costs a visitor on a slow network, and a page in any of
 * these languages then needs a single extra request, made alongside the board's first API call.
 */
import type { JobBoardStrings } from '../types.js';
import de from './de.js';
import es from './es.js';
import fr from './fr.js';
import it from './it.js';
import ja from './ja.js';
import nl from './nl.js';
import pl from './pl.js';
import pt from './pt.js';
import sv from './sv.js';
import ar from './ar.js';

export const tables: Readonly<Record<string, JobBoardStrings>> = { ar, de, es, fr, it, ja, nl, pl, pt, sv };
