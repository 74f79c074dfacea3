import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { useEmailCampaignsApi } from '../support/email-campaigns-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('email campaigns on %s', (_name, db) => {
  const { admin } = useEmailCampaignsApi(db);

  test("the form's messages", async () => {
    const empty = await (await admin()).request('POST', '/api/email-campaigns', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: 'Name is required',
      subject: 'Subject is required',
      content: 'Content is required',
      recipients: 'At least one recipient required',
    });
    const blanks = await (
      await admin()
    ).request('POST', '/api/email-campaigns', {
      name: '  ',
      subject: 'x',
      content: 'y',
      recipients: [],
      scheduledDate: 'next Tuesday',
    });
    expect(blanks.body.errors).toEqual({
      name: 'Name is required',
      recipients: 'At least one recipient required',
      scheduledDate: 'Scheduled date must be a date and time with its time zone, such as 2026-12-01T16:00:00Z',
    });
    const wrong = await (
      await admin()
    ).request('POST', '/api/email-campaigns', { name: 'n', subject: 's', content: 'c', recipients: 'everyone' });
    expect(wrong.body.errors).toEqual({ recipients: 'Recipients must be all-contacts or past-customers, or a list of email addresses' });
  });
});
