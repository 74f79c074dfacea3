import { useId } from 'react';
import { ListState } from '../shared/ListState';
import { useCampaigns } from './campaign-api';
import { NO_CAMPAIGNS } from './campaign-format';
import { CampaignComposer } from './CampaignComposer';
import { CampaignCard } from './CampaignCard';
import './email-campaigns.css';

/**
 * 'Email Campaigns' (docs/product/messaging.md): the admin writes a campaign (name, subject,
 * content, recipients, an optional time on the lake's clock) and sees, before sending, how many it
 * will reach under Canada's anti-spam law and why the others are left out; below, every campaign
 * with its status, who wrote it, whom it reached and what became of its emails, and Cancel for one
 * still scheduled. The server adds the business, its mailing address and an unsubscribe link to
 * every email. An auditor sees the list only.
 */
export function EmailCampaignsTab({ canChange }: { canChange: boolean }) {
  const campaigns = useCampaigns();
  const prefix = useId();
  return (
    <div className="sms-panel campaigns">
      {canChange ? <CampaignComposer /> : null}
      <section className="campaigns__list" aria-labelledby={`${prefix}-list`}>
        <div className="campaigns__list-head">
          <h3 id={`${prefix}-list`} className="sms-panel__title">
            Campaigns
          </h3>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => void campaigns.refetch()}
            disabled={campaigns.isFetching}
          >
            {campaigns.isFetching && !campaigns.isPending ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
        <p className="admin-section__summary">
          Newest first, with whom each one reached and what became of its emails.
          {canChange ? '' : ' Read only.'}
        </p>
        <ListState query={campaigns} what="campaigns" empty={NO_CAMPAIGNS}>
          {(rows) => (
            <ul className="campaign-list">
              {rows.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} canChange={canChange} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </div>
  );
}
