import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { copyText } from '../element/copy-text';
import { decideDislike, decideLike, feedbackPair } from '../logic/feedback-rules';
import type { AssistantEventMap } from '../state/assistant-events';
import { dislikeDialogAtom } from '../state/dialog-atoms';
import { feedbackAtom } from '../state/feedback-atoms';
import { TEXT } from '../texts';
import { useAssistant } from './assistant-context';

/**
 * Like, dislike and copy for assistant messages, following SPEC §4, §5 and §8. Feedback is kept by the
 * answer's id (issue #16), so it stays with that answer when it is regenerated or the page reloads.
 */
export function useMessageActions() {
  const { instance, root } = useAssistant();
  const { api, chat } = instance;
  const [feedback, setFeedback] = useAtom(feedbackAtom);
  const openDislike = useSetAtom(dislikeDialogAtom);

  const like = useCallback(
    async (index: number) => {
      const { conversationId, messages } = chat.getSnapshot();
      const answer = messages[index];
      const messageId = answer?.id ?? '';
      const content = answer?.content ?? '';
      const decision = decideLike(feedback[messageId] ?? {});
      if (decision.kind === 'warn') return instance.toast(decision.message, 'warning');
      if (conversationId === undefined) return instance.toast(TEXT.submitFailed, 'error');
      try {
        if (decision.kind === 'delete-like') {
          await api.deleteLike(decision.id);
          setFeedback((current) => ({ ...current, [messageId]: { ...current[messageId], likeId: undefined } }));
          instance.toast(TEXT.likeCancelled, 'success');
          instance.emit('feedback', { kind: 'cancel-like', conversationId, messageId, content });
          return;
        }
        const pair = feedbackPair(messages, index);
        if (!pair) return instance.toast(TEXT.dislikeNoQuestion, 'error');
        const { id } = await api.createLike({ conversationId, messages: pair });
        setFeedback((current) => ({ ...current, [messageId]: { ...current[messageId], likeId: id } }));
        instance.toast(TEXT.liked, 'success');
        instance.emit('feedback', { kind: 'like', conversationId, messageId, content });
      } catch {
        instance.toast(TEXT.submitFailed, 'error');
      }
    },
    [api, chat, feedback, instance, setFeedback],
  );

  const dislike = useCallback(
    async (index: number) => {
      const { conversationId, messages } = chat.getSnapshot();
      const answer = messages[index];
      const messageId = answer?.id ?? '';
      const decision = decideDislike(feedback[messageId] ?? {});
      if (decision.kind === 'warn') return instance.toast(decision.message, 'warning');
      if (decision.kind === 'open-dislike-dialog') return openDislike(messageId);
      if (decision.kind !== 'delete-dislike') return;
      try {
        await api.deleteDislike(decision.id);
        setFeedback((current) => ({ ...current, [messageId]: { ...current[messageId], dislikeId: undefined } }));
        instance.toast(TEXT.dislikeCancelled, 'success');
        if (conversationId !== undefined) {
          instance.emit('feedback', {
            kind: 'cancel-dislike',
            conversationId,
            messageId,
            content: answer?.content ?? '',
          });
        }
      } catch {
        instance.toast(TEXT.submitFailed, 'error');
      }
    },
    [api, chat, feedback, instance, openDislike, setFeedback],
  );

  /** Copies an answer (`kind: 'message'`) or one of its code blocks (`'code'`) and tells the host. */
  const copy = useCallback(
    async (text: string, source: Pick<AssistantEventMap['copy'], 'kind' | 'messageId'>) => {
      const copied = await copyText(text, root);
      instance.toast(copied ? TEXT.copied : TEXT.copyFailed, copied ? 'success' : 'error');
      instance.emit('copy', { ...source, conversationId: chat.getSnapshot().conversationId, text, copied });
    },
    [chat, instance, root],
  );

  return { feedback, like, dislike, copy };
}
