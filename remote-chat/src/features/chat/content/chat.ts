import { paths } from '@vital/shared';

/** Every word the chat panel shows or announces. */
export const chatCopy = {
  title: 'Vital Assistant',
  subtitle: 'Ask about our services, fees or how to get started.',
  greeting: "Hi! I'm the Vital assistant. How can I help you today?",
  close: 'Close chat',
  conversation: 'Conversation with the Vital Assistant',
  /** Read before each message, so a screen reader says who wrote it. */
  speakers: { user: 'You', assistant: 'Vital Assistant' },
  typing: 'Vital Assistant is typing…',
  suggestionsLabel: 'Suggested questions',
  suggestions: ['What are your fees?', 'How do I sign up?', 'Where are your offices?'],
  inputLabel: 'Your message',
  placeholder: 'Type your question…',
  send: 'Send',
  /** The pages an answer may name ("the Contact page"), each linked to its address (page-links.ts). */
  pageLinks: {
    home: paths.home,
    'About Us': paths.about,
    Team: paths.team,
    Services: paths.services,
    Blogs: paths.blogs,
    'For Companies': paths.forCompanies,
    'For Professionals': paths.forProfessionals,
    Recruitment: paths.recruitment,
    'HR Solutions': paths.hrSolutions,
    'Success Stories': paths.successStories,
    Industries: paths.industries,
    Contact: paths.contact,
  },
  /** A reply without `response`, and a network failure or timeout. */
  errors: {
    noResponse: "Sorry, I couldn't process that request.",
    connection: "Sorry, I'm having trouble connecting. Please try again later.",
  },
} as const;

export type ChatCopy = typeof chatCopy;

/** The assistant reads at most this many characters (the local assistant refuses longer questions). */
export const MAX_MESSAGE_LENGTH = 500;
