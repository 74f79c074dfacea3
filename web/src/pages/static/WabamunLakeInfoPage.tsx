import { Link } from '../../navigation/Link';
import { SLOT_WINDOWS, TIME_SLOTS } from '../../../../domain/availability/slot-windows';
import { GEAR_INCLUDED, WHAT_TO_BRING } from '../../../../domain/messaging/trip-checklist';
import { AnchorLink } from '../../layout/AnchorLink';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { LAKE_FACTS } from './lake-facts';
import { BookButton, PageSection, StaticPage } from './StaticPage';

const SPECIES = [
  {
    name: 'Northern pike',
    text: 'Long, olive-green and full of teeth. Pike wait in the weeds and strike hard, which makes them the fish most guests remember. They are active all open-water season.',
  },
  {
    name: 'Walleye',
    text: 'Named for their glassy eyes, which let them feed in low light. Walleye bite best around dawn and dusk and are prized on the dinner table.',
  },
  {
    name: 'Yellow perch',
    text: 'Small, striped and found in schools: once you find one you often find dozens. Perch are the ideal first fish for kids and a steady bite when the bigger fish are quiet.',
  },
] as const;

const SEASONS = [
  {
    name: 'Spring',
    text: 'After the ice goes out, pike move into shallow water to feed and the fishing can be fast. Some waters have spring closures, so check the current regulations.',
  },
  {
    name: 'Summer',
    text: 'Long, warm days. Fish feed hardest early and late, so the morning trip suits summer walleye; perch keep families busy all day.',
  },
  {
    name: 'Fall',
    text: 'Cooling water brings fish back to feed before freeze-up. A good time for big pike, with quieter water and fall colours on the shore.',
  },
] as const;

/** /wabamun-lake-info: the lake's figures, the fish, the seasons, trip times and what to bring. */
export function WabamunLakeInfoPage() {
  const { name } = useSiteInfo();
  usePageHead({
    title: `Wabamun Lake Information | ${name}`,
    description:
      'Wabamun Lake at a glance: 8,800 hectares, 11 m at its deepest, about 65 km west of Edmonton. The fish, the seasons, trip times and what to bring for a guided trip.',
  });

  return (
    <StaticPage
      titleId="lake-info-title"
      eyebrow="Plan Your Trip"
      title="Wabamun Lake Information"
      lead="Everything to know before your day on the water: the lake at a glance, the fish we target, how the seasons fish, trip times and what to bring."
      heroExtra={<BookButton>Book Your Lake Fishing Trip</BookButton>}
      cta={{
        title: 'Ready to see the lake from the boat?',
        text: 'Pick a date and a trip time, and your guide takes care of the rest.',
      }}
    >
      <PageSection id="glance" title="The lake at a glance">
        <p>Big water close to the city: an easy drive from Edmonton for a morning, an afternoon or a full day on the lake.</p>
        <dl className="static-facts">
          {LAKE_FACTS.map((fact) => (
            <div key={fact.term} className="static-facts__item">
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="species" title="What you can catch">
        <ul className="static-species">
          {SPECIES.map((species) => (
            <li key={species.name} className="card static-species__card">
              <h3 className="static-species__name">{species.name}</h3>
              <p>{species.text}</p>
            </li>
          ))}
        </ul>
        <p>
          How many of each you may keep is on our <Link to="/fishing-regulations">fishing regulations page</Link>.
        </p>
      </PageSection>

      <PageSection id="seasons" title="Seasons">
        <dl className="static-terms">
          {SEASONS.map((season) => (
            <div key={season.name}>
              <dt>{season.name}</dt>
              <dd>{season.text}</dd>
            </div>
          ))}
        </dl>
        <p>
          Our trips run in the open-water season; the <AnchorLink anchor="availability">upcoming availability</AnchorLink> on the home page
          shows the dates we have open.
        </p>
      </PageSection>

      <PageSection id="times" title="Trip times">
        <p>Every trip runs in one of these windows. The booking form shows which are open on the date you pick.</p>
        <ul className="static-list">
          {TIME_SLOTS.map((slot) => (
            <li key={slot}>{SLOT_WINDOWS[slot].label}</li>
          ))}
        </ul>
        <p>After you book, we contact you within 24 hours with the exact meeting spot on the shore.</p>
      </PageSection>

      <PageSection id="bring" title="What to bring">
        <ul className="static-list">
          {WHAT_TO_BRING.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{GEAR_INCLUDED}</p>
      </PageSection>
    </StaticPage>
  );
}
