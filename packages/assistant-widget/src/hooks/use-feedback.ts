import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { TEXT } from '../constants';
import { copyText } from '../element/copy-text';
import { decideDislike, decideLike, feedbackPair } from '../logic/feedback-rules';
import { dislikeDialogAtom } from '../state/dialog-atoms';
import { feedbackAtom } from '../state/feedback-atoms';
import { useAssistant } from './assistant-context';

/** Like, dislike and copy for assistant messages, following SPEC §4, §5 and §8. */
export function useMessageActions() {
  const { instance, root } = useAssistant();
  const { api, chat } = instance;
  const [feedback, setFeedback] = useAtom(feedbackAtom);
  const openDislike = useSetAtom(dislikeDialogAtom);

  const like = useCallback(
    async (index: number) => {
      const decision = decideLike(feedback[index] ?? {});
      const { conversationId, messages } = chat.getSnapshot();
      const content = messages[index]?.content ?? '';
      if (decision.kind === 'warn') return instance.toast(decision.message, 'warning');
      if (conversationId === undefined) return instance.toast(TEXT.submitFailed, 'error');
      try {
        if (decision.kind === 'delete-like') {
          await api.deleteLike(decision.id);
          setFeedback((current) => ({ ...current, [index]: { ...current[index], likeId: undefined } }));
          instance.toast(TEXT.likeCancelled, 'success');
          instance.emit('feedback', { kind: 'cancel-like', conversationId, content });
          return;
        }
        const pair = feedbackPair(messages, index);
        if (!pair) return instance.toast(TEXT.dislikeNoQuestion, 'error');
        const { id } = await api.createLike({ conversationId, messages: pair });
        setFeedback((current) => ({ ...current, [index]: { ...current[index], likeId: id } }));
        instance.toast(TEXT.liked, 'success');
        instance.emit('feedback', { kind: 'like', conversationId, content });
      } catch {
        instance.toast(TEXT.submitFailed, 'error');
      }
    },
    [api, chat, feedback, instance, setFeedback],
  );

  const dislike = useCallback(
    async (index: number) => {
      const decision = decideDislike(feedback[index] ?? {});
      if (decision.kind === 'warn') return instance.toast(decision.message, 'warning');
      if (decision.kind === 'open-dislike-dialog') return openDislike(index);
      if (decision.kind !== 'delete-dislike') return;
      const { conversationId, messages } = chat.getSnapshot();
      try {
        await api.deleteDislike(decision.id);
        setFeedback((current) => ({ ...current, [index]: { ...current[index], dislikeId: undefined } }));
        instance.toast(TEXT.dislikeCancelled, 'success');
        if (conversationId !== undefined) {
          instance.emit('feedback', {
            kind: 'cancel-dislike',
            conversationId,
            content: messages[index]?.content ?? '',
          });
        }
      } catch {
        instance.toast(TEXT.submitFailed, 'error');
      }
    },
    [api, chat, feedback, instance, openDislike, setFeedback],
  );

  const copy = useCallback(
    async (text: string) => {
      const copied = await copyText(text, root);
      instance.toast(copied ? TEXT.copied : TEXT.copyFailed, copied ? 'success' : 'error');
    },
    [instance, root],
  );

  return { feedback, like, dislike, copy };
}
