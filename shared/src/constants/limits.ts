/**
 * Limits the spec leaves open, enforced by the shared schemas on both sides. They are
 * generous for people and small enough that a record always fits one DynamoDB item.
 */
export const LIMITS = {
  nameMin: 2,
  messageMin: 10,
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  text: 500,
  comments: 2000,
  username: 128,
  password: 256,
  /**
   * The sign-in handle: the Cognito challenge (about 900 characters in AWS) or an access
   * token (about 1,100), sealed with the username and step: under 2,000 characters.
   */
  signInHandle: 4096,
  /** Largest request body the API accepts, in bytes. */
  bodyBytes: 16 * 1024,
  /** Page size of the admin lists. */
  pageDefault: 20,
  pageMax: 100,
  cursor: 1024,
  /** An internal note on a record, and how many one record may hold. */
  note: 1000,
  notesPerRecord: 50,
  /** A reply's subject and text (e-mailed to the requester), and how many one record may hold. */
  replySubject: 200,
  reply: 5000,
  repliesPerRecord: 20,
  /** What the audit trail and request logs keep of a browser's User-Agent and address. */
  userAgent: 256,
  ipAddress: 45,
} as const;
