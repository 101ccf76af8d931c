/**
 * Source adapters: pure functions from the public job-board answers of Greenhouse, Lever and Ashby
 * to the client's normalised `JobPost`s, with their pay ranges. No requests, no DOM: fetch
 * the answer however suits (these APIs' CORS rules mostly mean a server), then map it here.
 */
export { ashbyJobPosts, ashbyUnlistedJobPosts } from './ashby.js';
export { greenhouseJobPost, greenhouseJobPosts } from './greenhouse.js';
export { leverPosting, leverPostings } from './lever.js';
export {
  isPayInterval,
  isPayRange,
  payRanges,
  PAY_INTERVALS,
  MAX_PAY_RANGES,
  MAX_PAY_AMOUNT,
  type PayInterval,
  type PayRange,
} from './pay.js';
export { intervalFromText, readPayRange, type PayRangeFields } from './pay-reading.js';
