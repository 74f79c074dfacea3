import { firstNameOf } from '../../domain/referrals/referral-rules';
import { formatTripDate } from '../messaging/message-format';

/** The share page's data: a text per network and the links that carry the code. */
export interface ShareData {
  readonly posts: {
    readonly facebook: string;
    readonly instagram: string;
    readonly twitter: string;
    readonly whatsapp: string;
    readonly email: string;
  };
  readonly templates: { readonly facebook: { readonly url: string }; readonly general: { readonly url: string } };
  /** One sentence about the referrer's trip and the offer: the share page's link preview (its description). */
  readonly summary: string;
}

/** The referrer's trip as the texts tell it: its date, and whether it has begun by now. */
export interface SharedTrip {
  readonly date: string;
  readonly begun: boolean;
}

/**
 * What a referrer shares from their own accounts (the site sends nothing to friends): their first
 * name, the offer and the booking link with their code. Nothing else about them. Shared before
 * the trip, the texts say they are going fishing on its date; once it has begun (or when the trip
 * is not known), that they went.
 */
export function sharePosts(code: string, referrerName: string, origin: string, trip: SharedTrip | null = null): ShareData {
  const url = `${origin.replace(/\/+$/, '')}/book?ref=${encodeURIComponent(code)}`;
  const name = firstNameOf(referrerName) || 'A friend';
  const offer = `50 CAD off your first guided fishing trip on Wabamun Lake`;
  const templates = {
    facebook: { url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    general: { url },
  };
  if (trip && !trip.begun) {
    const on = formatTripDate(trip.date);
    return {
      posts: {
        facebook: `${name} is going fishing with a guide on Wabamun Lake on ${on} and wants you to come along! Book with code ${code} for ${offer}: ${url}`,
        instagram: `Heading out on Wabamun Lake with a guide on ${on} 🎣 ${name}'s code ${code} gets you ${offer}. Book at ${url} #WabamunLake #AlbertaFishing`,
        twitter: `${name} is going on a guided fishing trip on Wabamun Lake on ${on}: code ${code} = ${offer}. ${url}`,
        whatsapp: `Hi! ${name} here. I'm going fishing on Wabamun Lake on ${on}. Come fishing too: my code ${code} gives you ${offer}. Book here: ${url}`,
        email: `Hi,\n\nI'm going on a guided fishing trip on Wabamun Lake on ${on} and thought of you. Use my referral code ${code} for ${offer}.\n\nBook here: ${url}\n\n${name}`,
      },
      templates,
      summary: `${name} is going fishing on Wabamun Lake on ${on}. Book your own guided trip with code ${code} for ${offer}.`,
    };
  }
  return {
    posts: {
      facebook: `${name} went fishing with a guide on Wabamun Lake and wants you to come along! Book with code ${code} for ${offer}: ${url}`,
      instagram: `Out on Wabamun Lake with a guide 🎣 ${name}'s code ${code} gets you ${offer}. Book at ${url} #WabamunLake #AlbertaFishing`,
      twitter: `${name} recommends a guided fishing trip on Wabamun Lake: code ${code} = ${offer}. ${url}`,
      whatsapp: `Hi! ${name} here. Come fishing on Wabamun Lake: my code ${code} gives you ${offer}. Book here: ${url}`,
      email: `Hi,\n\nI had a great guided fishing trip on Wabamun Lake and thought of you. Use my referral code ${code} for ${offer}.\n\nBook here: ${url}\n\n${name}`,
    },
    templates,
    summary: `${name} went fishing on Wabamun Lake with a guide. Book your own guided trip with code ${code} for ${offer}.`,
  };
}
