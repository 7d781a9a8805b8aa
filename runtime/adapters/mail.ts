import nodemailer from "nodemailer";
import { isEmail } from "../core/value-rules.ts";
import { batchedWrites } from "../db/batched-writes.ts";
import type { Db } from "../db/client.ts";
import { sentMail } from "../db/tables/forms.ts";

/**
 * One plain-text message. The texts are already filled (the outbox payload holds them): a
 * transport never builds HTML from a visitor's values.
 */
interface MailMessage {
  /** The outbox row delivering it: its stable id, so a retried send is recognisably the same. */
  outboxId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Sends mail: SMTP (SMTP_URL), or the development transport that keeps it in `sent_mail`. */
export interface MailTransport {
  /** "smtp" or "development", for messages and the admin. */
  readonly name: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close?(): void;
}

/**
 * The Message-ID of an outbox delivery: the row id, so a message sent again after a crash between
 * sending and marking carries the same id and the receiver can tell.
 */
export function messageIdOf(outboxId: string): string {
  return `<${outboxId}@forms.local>`;
}

/**
 * A message's addresses and subject, checked before any transport sees them. Each address is one
 * address, no display name: nothing a header could be split at (the schemas' email rule).
 */
function checkedMessage(message: MailMessage): MailMessage {
  if (!isEmail(message.from)) throw new Error("the sender address (forms.mail_from) is invalid");
  if (message.to.length === 0) throw new Error("the message has no recipient");
  for (const to of message.to)
    if (to.length > 254 || !isEmail(to)) throw new Error("a recipient address is invalid");
  // A line break in a header would start another header.
  return { ...message, subject: message.subject.replace(/[\r\n]+/g, " ").slice(0, 500) };
}

/**
 * Mail through an SMTP server, configured by one variable, SMTP_URL:
 * `smtp://user:password@host:587` (STARTTLS when the server offers it) or
 * `smtps://user:password@host:465` (TLS from the start); user and password percent-encoded.
 * nodemailer's options may follow as a query (`?requireTLS=true`).
 */
export function smtpMailTransport(url: string): MailTransport {
  // Shorter limits than nodemailer's (2 and 10 minutes): a stuck server fails the attempt well
  // within the worker's lease, and the delivery is retried. The URL's own options win.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    name: "smtp",
    async send(input) {
      const message = checkedMessage(input);
      const messageId = messageIdOf(message.outboxId);
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId,
      });
      return { messageId };
    },
    close: () => transporter.close(),
  };
}

/** Messages kept together when their sends end together; a retried delivery is kept once. */
const keepMail = batchedWrites(async (db: Db, rows: (typeof sentMail.$inferInsert)[]) => {
  await db.insert(sentMail).values(rows).onConflictDoNothing({ target: sentMail.outbox_id });
});

/**
 * The development transport (the default when SMTP_URL is not set): the message is kept in
 * `sent_mail`, readable in the admin (GET /api/admin/sent_mail), and never leaves the machine. A
 * delivery retried after a crash is stored once (sent_mail.outbox_id is unique).
 */
export function developmentMailTransport(db: Db): MailTransport {
  return {
    name: "development",
    async send(input) {
      const message = checkedMessage(input);
      const messageId = messageIdOf(message.outboxId);
      await keepMail(db, {
        outbox_id: message.outboxId,
        message_id: messageId,
        mail_from: message.from,
        mail_to: message.to.join(", "),
        subject: message.subject,
        text_body: message.text,
      });
      return { messageId };
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the development transport. */
export function mailTransportFromEnv(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): MailTransport {
  const url = env.SMTP_URL?.trim();
  return url ? smtpMailTransport(url) : developmentMailTransport(db);
}
