// Copy of the project conversations and ticket replies.
export const conversationCopy = {
  heading: 'Messages',
  clientIntro: 'Write to the team about this project. Only you and the team can read these messages.',
  teamIntro: 'The conversation with the client about this project. Only the client and the team can read it.',
  empty: 'No messages yet. Start the conversation below.',
  noEarlier: 'No earlier messages.',
  messageLabel: 'Message',
  attachLabel: 'Attach files (optional)',
  attachHelp: 'Up to 5 files, 10 MB together: PDF, PNG, JPG, WEBP, TXT, CSV, DOCX, XLSX, PPTX or ZIP.',
  send: 'Send Message',
  sent: 'Message sent.',
} as const;

export const ticketReplyCopy = {
  repliesHeading: 'Conversation',
  noReplies: 'No replies yet.',
  replyLabel: 'Your reply',
  send: 'Send Reply',
  sent: 'Reply sent.',
  closedNote: 'This ticket is resolved. Reopen it to write again.',
} as const;
