// What a visitor does with the chat, run by the release check on the live site with a candidate swapped in.
// The format is shared/src/contract/journeys.ts: webpack.config.ts passes this to the build, which checks
// it against that type and writes it as journeys.json. The chat has no page: the journey opens it from the
// home page with the host's launcher, asks the first suggested question and waits for the assistant's
// answer from the portal API.
import { paths } from '@vital/shared';
import { chatCopy } from './features/chat/content/chat';

/** The host's launcher (host/src/features/chat-launcher): a phone's first view has it step aside, so the journey scrolls first. */
const OPEN_CHAT = 'Open chat assistant';
/** Part of the local assistant's answer about fees (portal-api/src/chat/knowledge.ts). */
const FEES_ANSWER = 'free for professionals';

export const journeys = {
  journeys: [
    {
      name: 'open the chat and ask a question',
      steps: [
        { go: paths.home },
        { scroll: 'down' },
        { click: OPEN_CHAT },
        { fill: chatCopy.inputLabel, with: chatCopy.suggestions[0] },
        { click: chatCopy.send },
        { expectRequest: 'GET /chat' },
        { expectText: FEES_ANSWER },
      ],
    },
  ],
} as const;
