import { careersBoard } from '../board';
import { CareerBoard } from '../career-board';

// Rendered on each request: the listing and the jobs change all day.
export const dynamic = 'force-dynamic';

/**
 * /careers/, /careers/page/N/ and /careers/jobs/<slug>/: the board renders the view the URL names.
 * A closed job's link never gets here: proxy.ts sends it to app/not-found.tsx, for its 404.
 */
export default async function CareersPage() {
  const board = await careersBoard();
  return board ? <CareerBoard html={board.html} /> : null;
}
