/**
 * Source adapters: pure functions from the public job-board answers of Greenhouse, Lever, Ashby,
 * Workable, SmartRecruiters, Recruitee, Personio (XML), Teamtailor (RSS) and Pinpoint to the
 * client's normalised `JobPost`s, with their pay ranges. No requests, no DOM: fetch
 * the answer however suits (these APIs' CORS rules mostly mean a server), then map it here.
 */
export { ashbyJobPosts, ashbyUnlistedJobPosts } from './ashby.js';
export { greenhouseJobPost, greenhouseJobPosts } from './greenhouse.js';
export { leverPosting, leverPostings } from './lever.js';
export { mergeBoards, type BoardPosts } from './merge-boards.js';
export { personioPositions } from './personio.js';
export { pinpointPostings } from './pinpoint.js';
export { recruiteeOffer, recruiteeOffers } from './recruitee.js';
export { smartRecruitersPage, smartRecruitersPosting, type SmartRecruitersPage } from './smartrecruiters.js';
export { teamtailorJobs } from './teamtailor.js';
export { workableJobPosts } from './workable.js';
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
