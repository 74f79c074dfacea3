import { Link } from '../../navigation/Link';
import { GEAR_INCLUDED } from '../../../../domain/messaging/trip-checklist';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { CATCH_LIMITS, LICENCE_AGE, MAX_RODS } from './regulations';
import { BookButton, PageSection, StaticPage } from './StaticPage';

/** /fishing-regulations: Alberta's licence, rod and catch-limit rules, with the warning to check the current ones. */
export function FishingRegulationsPage() {
  const { name } = useSiteInfo();
  usePageHead({
    title: `Alberta Fishing Regulations | ${name}`,
    description: `Alberta fishing rules for a Wabamun Lake trip: a licence from age ${LICENCE_AGE}, ${MAX_RODS} rods per angler, and daily and possession limits for northern pike, walleye and yellow perch.`,
  });

  return (
    <StaticPage
      titleId="regulations-title"
      eyebrow="Before You Go"
      title="Alberta Fishing Regulations"
      lead="The rules that come along on every trip: who needs a licence, how many rods you may fish, and how many fish you may keep."
      heroExtra={<BookButton>Book a Guided Trip</BookButton>}
      cta={{
        title: 'Licence sorted? Let’s go fishing.',
        text: `Your guide knows the rules and the spots. ${GEAR_INCLUDED}`,
      }}
    >
      <div className="alert alert--warning static-notice">
        <p>
          <strong>Regulations change, sometimes during the season.</strong> This page summarises the rules as we last checked them; it is
          not the law. Before every trip, check the current <cite>Alberta Guide to Sportfishing Regulations</cite>, published by the
          Government of Alberta, for the latest limits, seasons and any closures on Wabamun Lake.
        </p>
      </div>

      <PageSection id="licence" title="Fishing licence">
        <p>
          Every angler aged {LICENCE_AGE} or older needs a valid Alberta fishing licence. Buy it before the day of your trip and carry it
          while you fish, on your phone or printed. Anglers younger than {LICENCE_AGE} do not need one.
        </p>
        <p>
          Anyone who needs a licence and does not have one cannot fish on the trip, so check everyone in your party before you leave home.
        </p>
      </PageSection>

      <PageSection id="rods" title="Rods">
        <p>
          Each angler may fish with a maximum of {MAX_RODS} rods at a time. Your guide rigs the rods on the boat and keeps every angler
          within the limit.
        </p>
      </PageSection>

      <PageSection id="limits" title="Daily and possession limits">
        <table className="static-table">
          <caption>Catch limits per angler</caption>
          <thead>
            <tr>
              <th scope="col">Species</th>
              <th scope="col">Daily limit</th>
              <th scope="col">Possession limit</th>
              <th scope="col">Size rule</th>
            </tr>
          </thead>
          <tbody>
            {CATCH_LIMITS.map((limit) => (
              <tr key={limit.species}>
                <th scope="row">{limit.species}</th>
                <td>{limit.daily}</td>
                <td>{limit.possession}</td>
                <td>{limit.sizeRule ?? 'None'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="static-terms">
          <div>
            <dt>Daily limit</dt>
            <dd>How many fish of a species one angler may keep in one day.</dd>
          </div>
          <div>
            <dt>Possession limit</dt>
            <dd>How many one angler may have at any time, counting fish already at home or in the freezer.</dd>
          </div>
        </dl>
        <p>
          Walleye have a size rule inside the daily limit: of the walleye you keep in a day, only one may be longer than 50 cm. Your guide
          can measure a fish before you decide, so keeping one is always your choice within the rules.
        </p>
      </PageSection>

      <PageSection id="release" title="Catch and release">
        <p>
          Keeping fish is optional. When you let one go, we handle it with wet hands, keep it in the water as much as we can and take the
          photo quickly, so it swims away strong for the next angler.
        </p>
      </PageSection>

      <PageSection id="check" title="Check the current rules">
        <p>
          The Government of Alberta publishes the <cite>Alberta Guide to Sportfishing Regulations</cite> and updates it when rules change.
          Look up the entry for Wabamun Lake before every trip: it has the current limits, open seasons and any closures. If something there
          differs from this page, the official guide is right.
        </p>
        <p>
          Questions about the rules on your trip? Ask us when you book. More about the lake itself is on our{' '}
          <Link to="/wabamun-lake-info">Wabamun Lake information page</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
