/**
 * The `fail-requests` test-runner command (scripts/lib/fail-requests-command.ts) from a test: the
 * page's requests to URLs matching `urlPattern` fail as a network failure would, till it is called
 * with `null`, which answers how many it failed.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { FailRequestsPayload } from '../../scripts/lib/fail-requests-command.js';

export const failRequests = (urlPattern: string | null) => executeServerCommand<number, FailRequestsPayload>('fail-requests', { urlPattern });

/** How many requests the command has failed so far. */
export const failedRequests = () => executeServerCommand<number, undefined>('failed-requests');
