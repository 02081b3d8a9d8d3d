import { createChatStore } from './chat-store';
import { chatCopy } from './content/chat';

/**
 * The visit's one conversation. It lives in the chat remote's module, not in
 * the panel, so it survives route changes and closing and reopening the panel
 * (the remote's code stays loaded for the rest of the visit).
 */
export const conversation = createChatStore(chatCopy.greeting);
