import { MESSAGE_VERSIONS_MAX } from '../constants';
import type { ChatMessage, MessageVersion } from './chat-message';

const versionFrom = (message: ChatMessage): MessageVersion => {
  const version: MessageVersion = { id: message.id ?? '', content: message.content };
  if (message.reasoning) version.reasoning = message.reasoning;
  if (message.thinkingMs !== undefined) version.thinkingMs = message.thinkingMs;
  return version;
};

/**
 * Every version of an answer, oldest first (issue #16). The message itself is the shown version; when
 * its id is missing from `versions` (a record written by another client) it is added at the end.
 */
export function versionsOf(message: ChatMessage): MessageVersion[] {
  const versions = message.versions ?? [];
  return versions.some((version) => version.id === message.id) ? versions : [...versions, versionFrom(message)];
}

/** Position of the shown version in {@link versionsOf}. */
export function shownVersionIndex(message: ChatMessage): number {
  return versionsOf(message).findIndex((version) => version.id === message.id);
}

/** The message showing version `index`: `id`, `content`, `reasoning` and its thinking time become that version's. */
export function showVersion(message: ChatMessage, index: number): ChatMessage {
  const versions = versionsOf(message);
  const version = versions[index];
  if (!version) return message;
  const shown: ChatMessage = { role: message.role, content: version.content, id: version.id, versions };
  if (version.reasoning) shown.reasoning = version.reasoning;
  if (version.thinkingMs !== undefined) shown.thinkingMs = version.thinkingMs;
  return shown;
}

/**
 * The message after a regeneration: `answer` is shown, and every earlier version stays, the oldest
 * dropped beyond MESSAGE_VERSIONS_MAX. A single version needs no `versions` field.
 */
export function addVersion(previous: ChatMessage, answer: ChatMessage): ChatMessage {
  const versions = [...versionsOf(previous), versionFrom(answer)].slice(-MESSAGE_VERSIONS_MAX);
  const message: ChatMessage = { role: 'assistant', content: answer.content };
  if (answer.reasoning) message.reasoning = answer.reasoning;
  if (answer.thinkingMs !== undefined) message.thinkingMs = answer.thinkingMs;
  if (answer.id) message.id = answer.id;
  if (versions.length > 1) message.versions = versions;
  return message;
}
