import type { EntityId } from '../contract/entity-id';

/**
 * How a reply stream ended for its reader: the states a reply job ends in (`done`, `stopped`,
 * `interrupted`), `disconnected` when the reader gave up rejoining a lost connection (the reply may still be
 * running on the server), and `missing` when the server does not know the reply (its events expired).
 */
export type ReplyEnding = 'done' | 'stopped' | 'interrupted' | 'disconnected' | 'missing';

/**
 * One step of a reply job as a reader sees it (issue 34): its identity once known, its text (each piece
 * with the number of the event it came in, to rejoin or stop after it), an error worded for the user (SPEC
 * §8), a refusal that withdraws the answer for its calm message (see `ChatEvent`), the state of the connection while it is lost and rejoined, and how it ended (always the last event;
 * with how long the model thought, when the server measured it: issue #30).
 */
export type ReplyEvent =
  | { type: 'reply'; id: string; conversationId: EntityId | undefined }
  | { type: 'content'; text: string; eventId: number | undefined }
  | { type: 'reasoning'; text: string; eventId: number | undefined }
  | { type: 'error'; message: string; eventId: number | undefined }
  | { type: 'refused'; message: string; eventId: number | undefined }
  | { type: 'connection'; state: 'lost' | 'restored' }
  | { type: 'end'; ending: ReplyEnding; lastEventId: number | undefined; thinkingMs?: number | undefined };
