/** The part of mailparser (no types of its own) the tests read messages with, as a mail client. */
declare module 'mailparser' {
  export function simpleParser(source: string | Buffer): Promise<{ subject?: string }>;
}
