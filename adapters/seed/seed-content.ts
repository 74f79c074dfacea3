// Default content for a fresh install, so the public site has reviews, catches
// and blog posts until the owner adds their own. Lake and regulation figures
// match the product spec; the posts send readers to the current regulations
// because limits change.

export interface SeedReview {
  name: string;
  location: string;
  /** Integer from 1 to 5. */
  rating: number;
  comment: string;
}

export interface SeedCatch {
  fishType: string;
  angler: string;
  /** Calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** File name in adapters/seed/images/. */
  image: string;
}

export interface SeedBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown subset: ## and ### headings, paragraphs, '- ' and '1. ' lists, **bold**, *italic*, internal links. */
  content: string;
  metaTitle: string;
  metaDescription: string;
  /** Comma-separated. */
  keywords: string;
  /** File name in adapters/seed/images/, or null for no image. */
  image: string | null;
  published: boolean;
}

export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    name: 'Darren Hryciw',
    location: 'Edmonton, AB',
    rating: 5,
    comment:
      'We brought our two boys on the morning trip, and our youngest landed his first northern pike off a weed edge. The guide had the rods rigged before we got on the boat and showed the kids how to hold the fish level for a quick photo before letting it go. All the gear was included, so we only had to bring jackets and snacks.',
  },
  {
    name: 'Priya Sandhu',
    location: 'Spruce Grove, AB',
    rating: 5,
    comment:
      "I've fished for walleye for years but never had much luck on Wabamun on my own. Our guide took us to a weed edge where the bottom dropped into deeper water, and when the clouds rolled in late in the afternoon, the walleye started hitting slow jigs. We kept two for supper, measured everything carefully and released the rest.",
  },
  {
    name: 'Jen Lavoie',
    location: 'Stony Plain, AB',
    rating: 4,
    comment:
      'We took our two kids out for perch, and the guide was very patient with tangles, snacks and endless questions. He re-tied jigs without a word of complaint and let the kids reel in every fish themselves. The wind came up mid-morning and we lost some fishing time moving to a sheltered bay, but the kids still caught lots of perch and are asking to go back.',
  },
];

export const SEED_CATCHES: readonly SeedCatch[] = [
  { fishType: 'Northern Pike', angler: 'Darren H.', date: '2026-06-13', image: 'northern-pike.jpg' },
  { fishType: 'Walleye', angler: 'Priya S.', date: '2026-08-22', image: 'walleye.jpg' },
  { fishType: 'Yellow Perch', angler: 'Ella L.', date: '2026-07-11', image: 'yellow-perch.jpg' },
];

const PIKE_POST = `
Northern pike are the fish most visitors picture when they think of Wabamun Lake. The lake is big, about 8,800 hectares, but it is shallow, with an average depth of 5.5 m and a maximum of 11 m. That shallow, weedy water suits pike well: it gives them plenty of cover to hide in and plenty of smaller fish to eat. This guide covers how pike use the lake through the seasons, what to cast at them and how to release them in good shape.

## Why weed edges matter

If you remember one thing about Wabamun pike, remember this: **find the weed edge and you find the pike**. Pike ambush their food. They sit inside or beside the weeds, facing open water, and wait for perch and other small fish to swim past. The edge, where a weed bed gives way to open water, gathers both the pike and their food.

Look for these kinds of edges:

- **Outside edges**, where the weeds stop on the deep side of a bed.
- **Inside edges**, between the weeds and the shore. These are often good early in the season.
- **Points and pockets**, where the weed line turns a corner or has a gap.
- **Mixed cover**, where different weeds meet. Broad-leaved "cabbage" beds are always worth a few casts.

For more about the lake's shape and depths, see our [Wabamun Lake information page](/wabamun-lake-info).

## Spring: shallow water after ice-out

After the ice goes out, pike move into shallow bays and flats, where the water warms first. Sheltered spots with dark bottoms can hold fish in very shallow water. Pike are often slow in cold water, so fish slowly too:

- Work *suspending jerkbaits* with long pauses.
- Try *soft plastics* such as soft jerkbaits or small swimbaits. Twitch them, then let them sink.
- Retrieve spoons just fast enough to make them wobble.

Many pike are recovering from spawning in spring. Handle them gently and release big females quickly. Seasons and closures can apply in spring, so [check the current regulations](/fishing-regulations) before you head out.

## Summer: cabbage beds and the weed line

As the water warms, pike spread out along the main weed lines and into the thicker beds. Move the boat along the weed edge and cast at it, or over the tops of weeds that stop below the surface.

- **Inline spinners** cover water quickly and are easy to steer along an edge.
- **Spoons** are a classic for good reason. Cast long, let them flutter down beside the weeds and pause now and then as you retrieve.
- **Weedless soft plastics** let you fish right into pockets without snagging weeds on every cast.

If a pike follows your lure but won't bite, change your speed before you change lures. A sudden pause or a sharp twitch often gets the strike. On bright, calm days, pike tend to tuck deeper into the weeds or move to the outside edge. On cloudy or breezy days, they roam and chase more.

## Fall: pike feeding up

When the water cools, the weeds start to die back and pike feed hard. Fall is a good time to go after bigger fish. Fish the weeds that are still green, because they keep holding small fish, and fish the outside edges where the lake drops off.

Larger *jerkbaits* and *swimbaits* are hard to beat now. Fish them slowly, stopping and starting. Windy days can be excellent, but dress for the cold and put safety first.

## Best times of day

Pike feed all day, which makes them a great fish for a half-day trip. The most active fish often come early in the morning and later in the day, especially in summer when the midday sun is bright. Our morning trip (6-10 AM) has you on the water for the first-light bite. The afternoon trip (1-5 PM) suits breezy summer afternoons on the weed line. The full-day trip (6 AM-2 PM) covers both the early bite and the midday change.

## Leaders and tackle

Pike teeth cut ordinary fishing line easily, so always use a leader:

- A **steel leader** is the safest choice with spinners and spoons.
- A heavy **fluorocarbon leader** is harder for fish to see. It works well with jerkbaits and soft plastics in clear water.

Pair it with a medium-heavy rod, strong line and sharp hooks. All of this gear is included on our guided trips.

## Handling and release

Pike are tough, but handle them with care, especially the big females that keep the population healthy.

1. Use a **rubber net**. Rubber mesh is gentler on the fish's slime coat and fins, and hooks don't tangle in it.
2. Keep long-nose pliers and **jaw spreaders** close by, so you can remove hooks quickly and keep your fingers away from the teeth.
3. Hold the fish **horizontally**, with one hand under its belly and one near the head. Never hold a big pike up by its jaw or gills.
4. Keep the fish in the water as much as you can, and take photos quickly.
5. To release it, hold it upright in the water until it swims away by itself.

Pinching the barbs flat makes unhooking much faster. Check the current regulations for hook rules too.

## Know the limits

Regulations change, so always read the current Alberta sportfishing regulations before each trip. At the time of writing, our [fishing regulations summary](/fishing-regulations) lists these rules for pike: a daily limit of 3 and a possession limit of 6. It also lists a maximum of 2 rods per angler, and anglers need an Alberta fishing licence from age 16.

If you want to try for walleye after your pike, read [Walleye Tactics for Wabamun](/blog/walleye-tactics-wabamun-lake).

## Ready to fish?

We know the weed edges, and we bring the gear. [Book your Wabamun pike trip](/#book) and spend your time fishing instead of searching.
`;

const WALLEYE_POST = `
Walleye have a reputation for being picky, but on Wabamun Lake they are very catchable once you understand two things: **light** and **depth changes**. This guide covers where walleye sit in the lake, which presentations work and how to time your day for the best bite.

## Why low light matters

A walleye's large, glassy eye sees well in dim light, better than most of the small fish it eats. That gives walleye an advantage at dawn, at dusk, under heavy cloud and in wind-roughened water. They feed most boldly then and often move shallower to hunt.

In practice, this means:

- **Dawn and dusk** are usually the best times of day.
- **Overcast days** can keep walleye biting far longer than bright, calm days.
- **A steady wind** that ruffles the surface cuts the light underwater, and anglers welcome that "walleye chop".

On bright, still days, walleye usually move to slightly deeper water or stay close to weeds and bottom cover. They can still be caught, but you will need to slow down and fish more precisely.

## Where to look: depth breaks and wind

Wabamun is a shallow lake, with an average depth of 5.5 m and a maximum of 11 m, so its structure is subtle. A small drop that you might ignore on a deep lake can hold a lot of fish here. Look for:

- **Depth breaks in roughly 3-6 m of water**, where a flat drops into deeper water. Walleye move up and down these breaks to feed.
- **Wind-blown shorelines and points.** Wind pushes plankton and small fish toward the downwind shore, and walleye follow. The side of the lake the wind is blowing into is often worth fishing first.
- **Weed edges next to harder bottom.** Walleye often hunt along the outer edge of weed beds, especially where the weeds meet sand or gravel.

A depth sounder makes finding breaks much easier. Without one, watch the shoreline: where it steepens, the drop often continues underwater. See our [Wabamun Lake information page](/wabamun-lake-info) for more about the lake.

## Jigs: the workhorse

A jig with a soft plastic is the simplest and most versatile walleye setup.

1. Choose the **lightest jig head that still reaches the bottom** in the wind and depth you are fishing. A lighter jig falls more naturally and shows you more bites.
2. Add a soft plastic: a paddle-tail, a curly-tail grub or a slim minnow shape. Natural colours work well in clear water, and brighter or darker colours can help in stained water or low light.
3. Let it sink to the bottom, then lift it slowly and let it fall back on a tight line.
4. Watch and feel for anything different: a light tick, a sudden heaviness or line that moves sideways. Most walleye take the jig as it falls.

Many anglers add a minnow to a jig, but bait rules differ from one Alberta waterbody to another. Check the current regulations to see whether bait is allowed on Wabamun before you use it. Soft plastics catch plenty of walleye, and they avoid that question completely.

## Rigs: bottom bouncers and slow trolling

When walleye are spread along a long break, a **bottom bouncer** lets you cover water while your lure stays in the strike zone. The wire arm and weight tick along the bottom, and a leader behind it carries a spinner rig or a soft plastic just above the bottom.

- Move **slowly**, just fast enough to turn a spinner blade.
- Let out only enough line to keep the bouncer touching bottom at a slight angle.
- Follow the depth break and make gentle S-turns to cross slightly different depths.
- When you catch a fish, go back over the same spot. Walleye often gather in small groups.

Drifting with the wind along a break works on the same idea and needs no motor noise at all.

## Slow down

Fishing too fast is the most common walleye mistake. If the fish are there but not biting, make longer pauses, lift the jig less and use a slower boat speed. When the bite is tough, a jig that barely moves near the bottom often works best.

When you feel a bite, don't jerk hard. Reel up the slack and set the hook with a firm, sweeping lift. Keep steady pressure all the way to the net.

## Timing your trip

Our **morning trip (6-10 AM)** puts you on the water for the dawn bite, which is often the best walleye fishing of the day. The **afternoon trip (1-5 PM)** can be excellent on cloudy or windy days. The **full-day trip (6 AM-2 PM)** gives you the early bite and time to find fish along the breaks as the light changes. Gear is included on every guided trip.

## Keeping fish and the 50 cm rule

Walleye make a great meal, and Alberta's rules help keep the population healthy. At the time of writing, our [fishing regulations summary](/fishing-regulations) lists a daily limit of 3 walleye and a possession limit of 6, with **only 1 walleye over 50 cm**. Measure each fish on a flat ruler or board before you decide to keep it, and release the rest quickly. Anglers need an Alberta fishing licence from age 16, and each angler can use a maximum of 2 rods.

*Limits change, so always check the current Alberta sportfishing regulations before each trip.*

If you'd also like to fish for pike, read our [season-by-season pike guide](/blog/northern-pike-wabamun-lake-season-guide).

## Come find the bite

We know where the breaks are and when the walleye move onto them. [Book a walleye trip](/#book) and fish the low-light bite with us.
`;

const PERCH_POST = `
Yellow perch may be the best fish for a child's first fishing trip. They travel in schools, so once you find one, you usually find many more. They are bright and easy to recognise, and they are small enough for young hands to reel in. On Wabamun Lake, a good perch morning can keep kids busy and smiling for hours. This guide covers how to set them up for success.

## Gear that fits small hands

Heavy gear makes it hard to feel bites and tires kids out. Keep everything light:

- **Short, light rods** with a simple spinning or push-button reel.
- **Light line**, which lets small jigs sink naturally.
- **Small jigs** with a tiny soft plastic grub or tube. Perch like small, slow-moving food.
- **A small float (bobber)** above the jig for younger children. They love watching it dip, and it gives them something to focus on between bites.

On our guided trips, rods, reels and tackle are included, and we set them up to suit the age of each child.

## Finding a school

Perch move around, so the first job is finding them. Some tips:

- Look along **weed edges** and over weedy flats. Perch use the weeds for cover and food.
- If you catch one perch, **stop and fish the same spot**. Others are almost always nearby.
- If bites stop for more than a few minutes, **move**. The school has probably moved on.
- Small perch often stay in very shallow water. Bigger perch often sit a little deeper, along the outside of the weeds.

A depth sounder helps because it shows perch schools as clusters near the bottom. If you don't have one, drift slowly with the wind and keep jigging until someone gets a bite.

For more on the lake's depths and layout, see our [Wabamun Lake information page](/wabamun-lake-info).

## A simple technique kids can learn

1. Let the jig sink all the way to the bottom.
2. Reel in a turn or two, so the jig hangs just above the bottom.
3. Lift the rod tip gently, then let it drop back. Do this every few seconds.
4. If the float dips or the rod tip taps, **lift the rod smoothly** and start reeling. There's no need for a big hook set with perch.

Most kids get the hang of it within a few fish. Let them do the reeling, even if it takes a little longer.

## Keeping kids engaged

A fun trip matters more than a full bucket. What helps:

- **Give everyone a job.** Netting, counting fish, checking the float or picking the next jig colour all make kids feel part of the crew.
- **Celebrate the first fish.** Take a picture, learn the fish's name and let the child decide whether to release it.
- **Take short breaks.** Snacks, a look at the birds on the lake or a quick stretch help fidgety kids reset.
- **Keep expectations loose.** If the fish are slow, switch spots or try something new. Sitting still in one spot with no bites is where kids lose interest.
- **Let them release fish.** Show them how to wet their hands and let the perch slide back into the water.

Perch have sharp spines on the back fin. Teach kids to smooth the fin down from front to back before holding the fish, or let an adult do the handling.

## Safety first

Lakes are fun, but safety comes first, especially with children:

- **Life jackets on, all the time.** Make sure each one fits and is fastened, even on calm days.
- **Sun protection.** Bring hats, sunscreen and sunglasses. Sun reflects off the water, so kids burn faster than they would on shore.
- **Snacks and water.** Hungry, thirsty kids don't last long, so pack more than you think you need.
- **Layers.** Weather on the lake can change quickly. A warm sweater and a rain jacket take up little space.
- **Hook safety.** Teach kids to check behind them before casting and to call an adult for any tangled or stuck hook.

## Licences and limits

Anglers 16 and older need an Alberta fishing licence. At the time of writing, our [fishing regulations summary](/fishing-regulations) lists a daily limit of 25 perch and a possession limit of 50, with a maximum of 2 rods per angler. Regulations can change, so check the current Alberta sportfishing regulations before each trip. If you plan to keep a few perch for a family fish fry, keep only what you will eat.

## Planning the day

Many families like our **morning trip (6-10 AM)**. The lake is often calm early, and kids are fresh. If mornings are hard, the **afternoon trip (1-5 PM)** works well too. Both fit easily around naps and meals.

Once your kids are hooked on perch, they might want to try bigger fish. Our [pike guide](/blog/northern-pike-wabamun-lake-season-guide) is a good next step.

## Bring the family

We take care of the gear, the spots and the untangling. You just bring the kids. [Book a family perch trip](/#book) and make their first catch one to remember.
`;

export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    title: 'Northern Pike on Wabamun Lake: A Season-by-Season Guide',
    slug: 'northern-pike-wabamun-lake-season-guide',
    excerpt:
      'Where Wabamun pike hold from ice-out to late fall, which lures to throw along the weed edges, and how to release big fish in good shape.',
    content: PIKE_POST.trim(),
    metaTitle: 'Northern Pike on Wabamun Lake: Seasonal Guide',
    metaDescription:
      'Find Wabamun Lake pike through the seasons: spring shallows, summer cabbage beds and fall weed edges, plus lure choices, leaders and careful release.',
    keywords: 'northern pike, Wabamun Lake, pike fishing Alberta, weed edges, pike lures, jerkbaits, spoons, catch and release',
    image: 'northern-pike.jpg',
    published: true,
  },
  {
    title: 'Walleye Tactics for Wabamun: Jigs, Rigs and Low-Light Bites',
    slug: 'walleye-tactics-wabamun-lake',
    excerpt:
      'Wabamun walleye feed best in low light along subtle depth breaks. Learn how to find them, which jigs and rigs to use and why slower is usually better.',
    content: WALLEYE_POST.trim(),
    metaTitle: 'Walleye Tactics for Wabamun Lake: Jigs and Rigs',
    metaDescription:
      'Catch more Wabamun Lake walleye: fish the low-light bite, find 3-6 m depth breaks and wind-blown shores, and use slow jigs and bottom bouncers.',
    keywords: 'walleye, Wabamun Lake, walleye fishing Alberta, jigging, bottom bouncer, depth breaks, low light, walleye regulations',
    image: 'walleye.jpg',
    published: true,
  },
  {
    title: 'Perch Fishing with Kids on Wabamun Lake',
    slug: 'perch-fishing-with-kids-wabamun-lake',
    excerpt:
      'Perch are the perfect first fish. How to rig light gear, find a school, keep kids interested and stay safe on the water at Wabamun Lake.',
    content: PERCH_POST.trim(),
    metaTitle: 'Perch Fishing with Kids on Wabamun Lake',
    metaDescription:
      'Plan a family perch trip on Wabamun Lake: light rods and small jigs, finding schools, keeping kids engaged, and staying safe with life jackets and sun care.',
    keywords: 'yellow perch, perch fishing, fishing with kids, family fishing, Wabamun Lake, Alberta fishing, small jigs, boat safety',
    image: 'yellow-perch.jpg',
    published: true,
  },
];
