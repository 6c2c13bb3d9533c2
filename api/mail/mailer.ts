/** Outgoing message to an email address or a phone number (SMS goes to the outbox too). */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}
