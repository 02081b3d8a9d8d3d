export const chatCopy = {
  title: 'Vital Assistant',
  subtitle: 'Ask about our services, fees or how to get started.',
  greeting: "Hi! I'm the Vital assistant. How can I help you today?",
  close: 'Close chat',
} as const;
