import { careersBoard } from './careers/board';
import { CareerBoard } from './careers/career-board';

/**
 * Every 404: a closed or unknown job's link (proxy.ts rewrites it here) shows the board as
 * renderJobBoard gave it, the listing with the notice that the job is no longer open; the root
 * layout puts its noindex in the head.
 */
export default async function NotFound() {
  const board = await careersBoard();
  if (board?.status === 404) return <CareerBoard html={board.html} />;
  return <p>This page does not exist.</p>;
}
