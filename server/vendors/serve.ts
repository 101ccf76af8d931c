/** Answers one request to a vendor emulator: the method, then the board, then the vendor's route. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSet } from '../data/types.js';
import { ashbyBoard } from './ashby.js';
import { ashbyHeaders, jsonAnswer, sendVendorAnswer, sendVendorPreflight, textAnswer, type VendorAnswer } from './answer.js';
import { findBoard, type Board } from './boards.js';
import {
  GREENHOUSE_BOARD_NOT_FOUND,
  GREENHOUSE_JOB_NOT_FOUND,
  greenhouseBoard,
  greenhouseJobAnswer,
  greenhouseList,
  greenhouseQuery,
} from './greenhouse.js';
import { greenhouseGroups } from './greenhouse-groups.js';
import { withJsonp } from './jsonp.js';
import { LEVER_NOT_FOUND, leverList, leverPostingAnswer } from './lever.js';
import { RECRUITEE_NOT_FOUND, recruiteeList, recruiteeOfferAnswer } from './recruitee.js';
import { pinpointPostings, pinpointUnknownCompany } from './pinpoint.js';
import { personioFeed, personioNotFound } from './personio.js';
import { teamtailorFeed, teamtailorNotFound } from './teamtailor.js';
import type { VendorRequest } from './routes.js';
import { WORKABLE_NOT_FOUND, workableAccount } from './workable.js';
import { SMARTRECRUITERS_POSTING_NOT_FOUND, smartRecruitersList, smartRecruitersPostingAnswer } from './smartrecruiters.js';

/**
 * The vendor's "not found" for this request: Greenhouse names the job when one was asked for
 * (even on an unknown board, as live), Lever has one body for all, Ashby a plain-text one;
 * SmartRecruiters lists an unknown company as an empty one; Pinpoint answers an unknown company with
 * its demo postings (a 200), and any other path of its with a plain 404 (its real body is not recorded);
 * Personio and Teamtailor answer with an HTML page.
 */
function notFound(request: VendorRequest, url: URL): VendorAnswer {
  switch (request.vendor) {
    case 'greenhouse':
      return jsonAnswer(404, request.kind === 'detail' ? GREENHOUSE_JOB_NOT_FOUND : GREENHOUSE_BOARD_NOT_FOUND);
    case 'lever':
      return jsonAnswer(404, LEVER_NOT_FOUND);
    case 'ashby':
      return textAnswer(404, 'Not Found', ashbyHeaders());
    case 'workable':
      return jsonAnswer(404, WORKABLE_NOT_FOUND);
    case 'smartrecruiters':
      return request.kind === 'list' ? smartRecruitersList(undefined, url.searchParams) : jsonAnswer(404, SMARTRECRUITERS_POSTING_NOT_FOUND);
    case 'recruitee':
      return jsonAnswer(404, RECRUITEE_NOT_FOUND);
    case 'pinpoint':
      return request.kind === 'unknown' || request.name === undefined ? textAnswer(404, 'Not Found') : pinpointUnknownCompany(request.name);
    case 'personio':
      return personioNotFound();
    case 'teamtailor':
      return teamtailorNotFound();
  }
}

function answer(request: VendorRequest, board: Board, url: URL): VendorAnswer {
  switch (request.vendor) {
    case 'greenhouse': {
      const query = greenhouseQuery(url.searchParams);
      if (request.kind === 'board') return greenhouseBoard(board);
      if (request.kind === 'departments' || request.kind === 'offices') return greenhouseGroups(board, request.kind, request.id, url.searchParams);
      return request.kind === 'list' ? greenhouseList(board, query) : greenhouseJobAnswer(board, request.id ?? '', query);
    }
    case 'lever':
      return request.kind === 'list' ? leverList(board, url.searchParams) : leverPostingAnswer(board, request.id ?? '');
    case 'ashby':
      return ashbyBoard(board, url.searchParams, ashbyHeaders());
    case 'workable':
      return workableAccount(board, url.searchParams);
    case 'smartrecruiters':
      return request.kind === 'list' ? smartRecruitersList(board, url.searchParams) : smartRecruitersPostingAnswer(board, request.id ?? '');
    case 'recruitee':
      return request.kind === 'list' ? recruiteeList(board) : recruiteeOfferAnswer(board, request.id ?? '');
    case 'pinpoint':
      return pinpointPostings(board);
    case 'personio':
      return personioFeed(board);
    case 'teamtailor':
      return teamtailorFeed(board);
  }
}

/** The answer to a GET of `request`, as a value (the HTTP-free core, for tests and serveVendor). */
export function vendorAnswer(request: VendorRequest, url: URL, data: DataSet): VendorAnswer {
  const board = request.kind === 'unknown' || request.name === undefined ? undefined : findBoard(request.vendor, request.name, data);
  const result = board ? answer(request, board, url) : notFound(request, url);
  return request.vendor === 'greenhouse' ? withJsonp(result, url.searchParams.get('callback')) : result;
}

/**
 * GET and HEAD are answered; OPTIONS is a preflight (204, GET from any origin, no request headers
 * allowed). Other methods get 405 in plain text: the emulators are read-only (the vendors' apply
 * POSTs need keys and are not emulated).
 */
export function serveVendor(request: VendorRequest, req: IncomingMessage, res: ServerResponse, url: URL, data: DataSet): void {
  const method = req.method ?? 'GET';
  // Ashby's CDN stamps every answer, preflights included.
  const extra = request.vendor === 'ashby' ? ashbyHeaders() : {};
  if (method === 'OPTIONS') {
    sendVendorPreflight(res, extra);
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    // Its body, if any, is never read: let Node discard it so the connection can carry the answer.
    req.resume();
    sendVendorAnswer(res, textAnswer(405, 'Method Not Allowed', { ...extra, Allow: 'GET, HEAD, OPTIONS' }), true);
    return;
  }
  sendVendorAnswer(res, vendorAnswer(request, url, data), method === 'GET');
}
