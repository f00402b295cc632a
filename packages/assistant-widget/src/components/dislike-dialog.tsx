import { FEEDBACK_DIALOG_WIDTH_PERCENT } from '@edu/api-client';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { toggleReason, validateDislike } from '../logic/feedback-rules';
import { dislikeDialogAtom } from '../state/dialog-atoms';
import { dislikeReasonsAtom, feedbackAtom } from '../state/feedback-atoms';
import { TEXT } from '../texts';
import { Dialog } from '../ui/dialog';

/** The '待改进反馈' dialog (SPEC §2, 30% wide): reasons from the server config and a comment. */
export function DislikeDialog() {
  const { instance } = useAssistant();
  const { api, chat } = instance;
  const [answerId, setAnswerId] = useAtom(dislikeDialogAtom);
  const [reasons, setReasons] = useAtom(dislikeReasonsAtom);
  const [feedback, setFeedback] = useAtom(feedbackAtom);
  const [selected, setSelected] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const open = answerId !== undefined;

  useEffect(() => {
    if (!open || reasons !== undefined) return;
    let live = true;
    api.getDislikeConfig().then(
      (loaded) => live && setReasons(loaded),
      () => live && setReasons([]),
    );
    return () => {
      live = false;
    };
  }, [open, reasons, api, setReasons]);

  const close = () => {
    setAnswerId(undefined);
    setSelected([]);
    setComment('');
  };

  const submit = async () => {
    if (answerId === undefined) return;
    const { messages, conversationId } = chat.getSnapshot();
    // By id: the answer may have moved or been regenerated while the dialog was open.
    const index = messages.findIndex((message) => message.id === answerId);
    const result = validateDislike({ messages, index, reasons: selected, comment, feedback: feedback[answerId] ?? {} });
    if (result.kind === 'warn') {
      instance.toast(result.message, 'warning');
      if (result.closeDialog) close();
      return;
    }
    if (conversationId === undefined) return instance.toast(TEXT.submitFailed, 'error');
    setSubmitting(true);
    try {
      const { id } = await api.createDislike({
        conversationId,
        messages: result.pair,
        error_code: result.errorCode,
        error_content: result.errorContent,
      });
      setFeedback((current) => ({ ...current, [answerId]: { ...current[answerId], dislikeId: id } }));
      instance.toast(TEXT.disliked, 'success');
      instance.emit('feedback', {
        kind: 'dislike',
        conversationId,
        messageId: answerId,
        content: result.pair[1].content,
      });
      close();
    } catch {
      instance.toast(TEXT.submitFailed, 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={TEXT.feedbackDialogTitle}
      width={`max(${FEEDBACK_DIALOG_WIDTH_PERCENT}%, 360px)`}
      part="feedback-dialog"
    >
      <fieldset className="mb-3">
        <legend className="mb-2 text-sm text-gray-600">请选择问题类型</legend>
        <div className="flex flex-wrap gap-2">
          {reasons === undefined ? <span className="text-sm text-gray-500">加载中…</span> : null}
          {reasons?.map((reason) => {
            const active = selected.includes(reason.code);
            return (
              <button
                key={reason.code}
                type="button"
                aria-pressed={active}
                onClick={() => setSelected((current) => toggleReason(current, reason.code))}
                className={`rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${active ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 text-gray-700 hover:border-brand'}`}
              >
                {reason.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <label className="mb-1 block text-sm text-gray-600" htmlFor="edu-dislike-comment">
        反馈意见
      </label>
      <textarea
        id="edu-dislike-comment"
        value={comment}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        placeholder="请描述您遇到的问题"
        className="block w-full resize-none rounded-lg border border-gray-300 px-3 py-2 text-sm placeholder:text-gray-500 focus:border-brand focus:outline-2 focus:outline-brand/30"
      />
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={close}
          className="rounded-lg border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
        >
          取消
        </button>
        <button
          type="button"
          disabled={submitting}
          onClick={() => void submit()}
          className="rounded-lg bg-brand px-4 py-1.5 text-sm font-medium text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
        >
          提交
        </button>
      </div>
    </Dialog>
  );
}
