import { useSyncExternalStore } from 'react';

/** One message of the conversation, the visitor's or the assistant's. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
}

export interface ChatState {
  messages: readonly ChatMessage[];
  /** A question is out and its reply has not arrived: input is disabled, the typing indicator shows. */
  isWaiting: boolean;
}

export interface ChatStore {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /**
   * Sends a question: appends it, waits for `ask`'s reply and appends that.
   * Blank text, or a second question while one is out, is not sent (false).
   */
  send(text: string, ask: (question: string) => Promise<string>): Promise<boolean>;
  /** Back to the greeting alone. */
  reset(): void;
}

let lastId = 0;
const createMessage = (text: string, isUser: boolean): ChatMessage => {
  lastId += 1;
  return { id: `chat-message-${lastId}`, text, isUser, timestamp: new Date() };
};

export function createChatStore(greeting: string): ChatStore {
  const initial = (): ChatState => ({ messages: [createMessage(greeting, false)], isWaiting: false });
  let state = initial();
  // A reply that arrives after a reset belongs to a conversation that no longer exists.
  let generation = 0;
  const listeners = new Set<() => void>();
  const setState = (next: ChatState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(text, ask) {
      const question = text.trim();
      if (!question || state.isWaiting) return false;
      const asked = generation;
      setState({ messages: [...state.messages, createMessage(question, true)], isWaiting: true });
      const reply = await ask(question);
      if (asked !== generation) return false;
      setState({ messages: [...state.messages, createMessage(reply, false)], isWaiting: false });
      return true;
    },
    reset() {
      generation += 1;
      setState(initial());
    },
  };
}

/** The conversation as it is now; re-renders when it changes. */
export function useChatState(store: ChatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
