import { firstNameOf } from '../../domain/referrals/referral-rules';

/** SPEC section 3's share data: a text per network and the links that carry the code. */
export interface ShareData {
  readonly posts: {
    readonly facebook: string;
    readonly instagram: string;
    readonly twitter: string;
    readonly whatsapp: string;
    readonly email: string;
  };
  readonly templates: { readonly facebook: { readonly url: string }; readonly general: { readonly url: string } };
}

/**
 * What a referrer shares from their own accounts (the site sends nothing to friends): their first
 * name, the offer and the booking link with their code. Nothing else about them.
 */
export function sharePosts(code: string, referrerName: string, origin: string): ShareData {
  const url = `${origin.replace(/\/+$/, '')}/book?ref=${encodeURIComponent(code)}`;
  const name = firstNameOf(referrerName) || 'A friend';
  const offer = `50 CAD off your first guided fishing trip on Wabamun Lake`;
  return {
    posts: {
      facebook: `${name} went fishing with a guide on Wabamun Lake and wants you to come along! Book with code ${code} for ${offer}: ${url}`,
      instagram: `Out on Wabamun Lake with a guide 🎣 ${name}'s code ${code} gets you ${offer}. Book at ${url} #WabamunLake #AlbertaFishing`,
      twitter: `${name} recommends a guided fishing trip on Wabamun Lake: code ${code} = ${offer}. ${url}`,
      whatsapp: `Hi! ${name} here. Come fishing on Wabamun Lake: my code ${code} gives you ${offer}. Book here: ${url}`,
      email: `Hi,\n\nI had a great guided fishing trip on Wabamun Lake and thought of you. Use my referral code ${code} for ${offer}.\n\nBook here: ${url}\n\n${name}`,
    },
    templates: {
      facebook: { url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
      general: { url },
    },
  };
}
