import { AssistantServiceError } from '../api/assistant-api';

/**
 * Failed video status polls in a row the dialog tries again (at the usual interval) before it shows the
 * error: the server may be restarting, or the network away for a moment, while a video the user was
 * charged for is finished and waits.
 */
export const VIDEO_POLL_RETRIES = 3;

/**
 * True when a failed status poll may pass and is worth another poll: no answer at all (network, time-out:
 * status 0, or an error the client did not explain) or a 5xx. A 4xx (the job is not the user's, the
 * session ended) will not change and ends the polling at once.
 */
function isPassingPollFailure(error: unknown): boolean {
  if (error instanceof AssistantServiceError) return error.status === 0 || error.status >= 500;
  return true;
}

/** Whether the dialog polls again after a failure, given the failures in a row before this one. */
export function shouldRetryVideoPoll(error: unknown, failuresBefore: number): boolean {
  return failuresBefore < VIDEO_POLL_RETRIES && isPassingPollFailure(error);
}
