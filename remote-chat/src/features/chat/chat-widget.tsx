import { useSiteConfig, type ChatWidgetProps } from '@vital/shared';
import { useCallback } from 'react';
import { askAssistant } from './ask-assistant';
import { ChatPanel } from './chat-panel';
import { useChatState } from './chat-store';
import { chatCopy } from './content/chat';
import { conversation } from './conversation';

/** What the host mounts: the panel on the visit's conversation, asking the configured chatbot. */
export function ChatWidget({ onClose }: ChatWidgetProps) {
  const { chatbotUrl } = useSiteConfig();
  const { messages, isWaiting } = useChatState(conversation);
  const send = useCallback(
    (text: string) => {
      void conversation.send(text, (question) => askAssistant(chatbotUrl, question, chatCopy.errors));
    },
    [chatbotUrl],
  );
  return <ChatPanel copy={chatCopy} messages={messages} isWaiting={isWaiting} onSend={send} onClose={onClose} />;
}
