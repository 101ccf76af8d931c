import { TakeOver } from './take-over';

/** Where the board goes: renderJobBoard's `html` (the <job-board> element, prerendered), then the takeover. */
export function CareerBoard({ html }: { html: string }) {
  return (
    <>
      <div className="careers" dangerouslySetInnerHTML={{ __html: html }} />
      <TakeOver />
    </>
  );
}
