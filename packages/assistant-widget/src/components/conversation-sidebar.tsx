import { useRef } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useChatSnapshot, useConversationList } from '../hooks/use-chat-snapshot';
import { TEXT } from '../texts';
import { DeleteConversationButton } from './delete-conversation-button';

/**
 * The conversation list (SPEC §2): new conversation, select, delete per item. Without a uid the
 * list is not loaded and conversations live only in this page (SPEC §6).
 */
export function ConversationSidebar({ narrow, onPicked }: { narrow: boolean; onPicked(): void }) {
  const { instance } = useAssistant();
  const { conversations } = useConversationList();
  const { conversationId, title } = useChatSnapshot();
  const showUnsaved = conversationId === undefined;
  const newButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <nav
      part="conversations"
      aria-label="对话列表"
      className={`flex shrink-0 flex-col gap-2 border-gray-200 bg-gray-50 p-2 ${narrow ? 'max-h-[40%] border-b' : 'w-52 border-r'}`}
    >
      <button
        ref={newButtonRef}
        type="button"
        onClick={async () => {
          const created = await instance.conversations.create();
          if (created) {
            instance.openConversation(created);
            onPicked();
          }
        }}
        className="rounded-lg border border-brand bg-white px-3 py-2 text-sm font-medium text-brand hover:bg-brand hover:text-on-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        ＋ 新建对话
      </button>
      <ul className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto">
        {showUnsaved ? (
          <li>
            <span
              aria-current="true"
              className="block truncate rounded-md bg-white px-3 py-2 text-sm font-medium text-brand shadow-sm"
            >
              {title || TEXT.defaultConversationTitle}
            </span>
          </li>
        ) : null}
        {conversations.map((conversation) => {
          const active = conversation.id === conversationId;
          return (
            <li key={conversation.id} className="group flex items-center gap-1">
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => {
                  instance.conversations.select(conversation.id);
                  instance.openConversation(conversation);
                  onPicked();
                }}
                className={`min-w-0 flex-1 truncate rounded-md px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand ${active ? 'bg-white font-medium text-brand shadow-sm' : 'text-gray-700 hover:bg-white'}`}
              >
                {conversation.title}
              </button>
              <DeleteConversationButton
                title={conversation.title}
                onConfirm={async () => {
                  const removed = await instance.conversations.remove(conversation.id);
                  if (!removed) return;
                  if (active) instance.openConversation();
                  // The row (and the focused button) is gone: keep keyboard users in the list.
                  newButtonRef.current?.focus();
                }}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
