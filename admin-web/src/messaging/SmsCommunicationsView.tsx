import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useSmsThreads } from './sms-api';
import { totalUnread, unreadTabLabel } from './sms-format';
import { SMS_HOME, SMS_TABS, SMS_TABS_TO_COME } from './sms-tabs';
// The tabs' styles; sms-send.css also holds what several tabs share (panel titles, badges, the customers table).
import './sms-send.css';
import './sms-inbox.css';
import './sms-templates.css';
import './sms-automation.css';

/**
 * 'SMS Communications' (docs/product/messaging.md): the customer communication panel, its
 * sub-tabs at /admin/sms/<tab> in a fixed order (sms-tabs.ts). SMS texts one number (the recent bookings
 * one click away), Bulk SMS one message to the customers chosen, Inbox the texts customers send,
 * by conversation. Numbers that replied STOP are marked and cannot be texted. An auditor
 * (`canChange` false) reads only.
 */
export function SmsCommunicationsView({ canChange }: { canChange: boolean }) {
  // The Inbox label's count, on every sub-tab; the Inbox itself polls the same query.
  const threads = useSmsThreads();
  const unread = totalUnread(threads.data);
  return (
    <section className="admin-section sms" aria-labelledby="sms-title">
      <div className="admin-section__head">
        <div>
          <h2 id="sms-title">SMS Communications</h2>
          <p className="admin-section__summary">
            {canChange
              ? 'Text a customer or many, read and answer their texts, email campaigns to those who agreed, and the texts and switches of the site’s own messages.'
              : 'The texts and emails sent to customers, the texts they send, and the message settings (read only).'}
          </p>
        </div>
      </div>
      <nav className="dashboard-tabs dashboard-tabs--sub" aria-label="SMS Communications">
        {SMS_TABS.map(({ path, label, showsUnread }) => {
          const shown = showsUnread ? unreadTabLabel(label, unread) : { text: label, name: label };
          return (
            <NavLink
              key={path}
              to={`/sms/${path}`}
              className="dashboard-tabs__tab"
              aria-label={shown.name === shown.text ? undefined : shown.name}
            >
              {shown.text}
            </NavLink>
          );
        })}
      </nav>
      <Routes>
        <Route index element={<Navigate to={SMS_HOME} replace />} />
        {SMS_TABS.map(({ path, Panel }) => (
          <Route key={path} path={path} element={<Panel canChange={canChange} />} />
        ))}
        {SMS_TABS_TO_COME.map((path) => (
          <Route key={path} path={path} element={null} />
        ))}
        <Route path="*" element={<Navigate to={SMS_HOME} replace />} />
      </Routes>
    </section>
  );
}
