import { escapeHtml } from '../../domain/shared/html-escape';
import type { BookingNotice } from './booking-notices';

/**
 * A test's messages say so once, at the top, on a line of their own: never inside the package's
 * name or a subject, where it would read as part of the trip and push the date out of view.
 */
export function markedAsTest(notice: BookingNotice, mark: string): BookingNotice {
  const line = `${mark}.`;
  return {
    email: notice.email
      ? {
          subject: notice.email.subject,
          text: `${line}\n\n${notice.email.text}`,
          html: notice.email.html.replace(
            /<body([^>]*)>/,
            (body) =>
              `${body}<p style="padding: 8px 12px; background: #fef3c7; border: 1px solid #f59e0b;"><strong>${escapeHtml(line)}</strong></p>\n`,
          ),
        }
      : null,
    sms: notice.sms ? `${line}\n${notice.sms}` : null,
    guideSms: `${line}\n${notice.guideSms}`,
  };
}
