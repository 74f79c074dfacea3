import nodemailer, { NodemailerError, Transporter } from 'nodemailer';
import { Delivery, Mailer, OutgoingEmail, PermanentDeliveryError } from '../../application/messaging/outbox-dispatcher';

/**
 * Email through an SMTP server with nodemailer. SMTP_URL carries the server and its options, e.g.
 * smtp://user:pass@mail.example.com:587 or smtps://...:465; query parameters become transport
 * options (?ignoreTLS=true for a local catcher without a certificate).
 *
 * Connections are pooled and kept between messages (?pool=false turns that off): a message opened
 * its own connection before, with its handshake (and TLS) each time, so a backlog after an outage
 * went out at a few dozen messages a second.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  }

  async send(email: OutgoingEmail): Promise<Delivery> {
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
        })),
        ...(email.headers ? { headers: { ...email.headers } } : {}),
        ...(email.messageId ? { messageId: email.messageId } : {}),
      });
      return { providerId: info.messageId };
    } catch (error) {
      // A 5xx reply (no such mailbox, refused) will be the same tomorrow; a lost connection will not.
      if ((error as NodemailerError).permanent === true) throw new PermanentDeliveryError((error as Error).message);
      throw error;
    }
  }

  close(): void {
    this.transport.close();
  }
}
