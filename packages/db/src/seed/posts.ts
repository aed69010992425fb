/** Community feed posts with their likes and comments (counts are derived from these). */

export interface PostSeed {
  author: string;
  type: "general" | "workout" | "tip" | "achievement";
  title: string;
  content: string;
  /** Program day of the workout the post is about; the post follows that session. */
  workoutDay?: number;
  /** Achievement the post celebrates; the post follows its unlock. */
  achievementId?: string;
  /** When neither session nor unlock dates the post. */
  hoursAgo: number;
  likedBy: string[];
  comments: [author: string, content: string][];
}

export const postSeeds: PostSeed[] = [
  {
    author: "CoachWolf",
    type: "general",
    title: "Welcome to the pack",
    content:
      "Every one of you started somewhere. I started at 230 lb and couldn't do a single push-up. One hundred days, one session at a time. Introduce yourselves below and tell the pack your goal.",
    hoursAgo: 240,
    likedBy: [
      "ApexAlpha",
      "IronHowl",
      "LunaRunner",
      "NightStalker",
      "GreyMane",
      "TimberKate",
      "NorthernBlaze",
      "SilverClaw",
      "CopperTail",
    ],
    comments: [
      ["NorthernBlaze", "Lose 20 lb and run a 5K without stopping. Let's go!"],
      ["SilverClaw", "First pull-up by day 50. Holding myself to it."],
      ["TimberKate", "Back for round two. Stronger this time."],
    ],
  },
  {
    author: "ApexAlpha",
    type: "achievement",
    title: "Day 100. Apex Predator unlocked.",
    content:
      "100 workouts, 100 days. Down 31 lb, deadlift went from 135 to 315. If you're on day 3 wondering if it's worth it: it is. Trust the coach, trust the process.",
    workoutDay: 100,
    achievementId: "apex-predator",
    hoursAgo: 20,
    likedBy: [
      "CoachWolf",
      "IronHowl",
      "LunaRunner",
      "SteelFang",
      "NightStalker",
      "GreyMane",
      "TimberKate",
      "MoonLifter",
      "StormChaser",
      "RidgeRunner",
    ],
    comments: [
      ["CoachWolf", "Proud of you. This is what the program is built for."],
      ["IronHowl", "Absolute beast. Catching you on day 72!"],
    ],
  },
  {
    author: "IronHowl",
    type: "workout",
    title: "5 a.m. crew checking in",
    content:
      "21 days straight. Dawn Patrol group is keeping me honest: nobody wants to be the one who skips. Today's session was brutal in the best way.",
    workoutDay: 72,
    hoursAgo: 30,
    likedBy: ["ApexAlpha", "LunaRunner", "TimberKate", "StormChaser"],
    comments: [["LunaRunner", "Dawn Patrol never sleeps."]],
  },
  {
    author: "CoachWolf",
    type: "tip",
    title: "Protein first, every meal",
    content:
      "Aim for roughly 0.8-1 g of protein per pound of goal bodyweight. Build every plate around a palm-sized protein, then add vegetables, then carbs around training. Simple beats perfect.",
    hoursAgo: 96,
    likedBy: ["GreyMane", "MoonLifter", "ShadowPaw", "FrostBite", "WildHeart", "BoulderBen"],
    comments: [["MoonLifter", "Game changer for my recovery."]],
  },
  {
    author: "LunaRunner",
    type: "tip",
    title: "Five minutes of hips before every run",
    content:
      "Since I added World's Greatest Stretch and deep squat holds before my runs, my knees stopped complaining. Mobility days are not optional days.",
    hoursAgo: 54,
    likedBy: ["NightStalker", "RidgeRunner", "IronHowl"],
    comments: [],
  },
  {
    author: "NightStalker",
    type: "general",
    title: "Training after dark",
    content:
      "Night shift means I train at 8 p.m. while everyone else is winding down. If you're training at odd hours too, you're not alone in the pack.",
    hoursAgo: 72,
    likedBy: ["MoonLifter", "RavenRise"],
    comments: [["MoonLifter", "Sunrise sessions here, we've got the clock covered between us."]],
  },
  {
    author: "GreyMane",
    type: "workout",
    title: "Power phase is no joke",
    content: "Box jumps, slams, bounds. My legs are jelly and I'm grinning like an idiot.",
    workoutDay: 41,
    hoursAgo: 28,
    likedBy: ["TimberKate", "SteelFang"],
    comments: [["TimberKate", "Wait until Volume phase..."]],
  },
  {
    author: "TimberKate",
    type: "achievement",
    title: "Hunter badge earned",
    content: "30 workouts completed! Started the year unable to run for a bus. Now I set the pace in the HIIT rounds.",
    achievementId: "hunter",
    hoursAgo: 110,
    likedBy: ["GreyMane", "ApexAlpha", "CoachWolf", "ShadowPaw"],
    comments: [["CoachWolf", "Hill sprints! Huge. Keep stacking those days."]],
  },
  {
    author: "NorthernBlaze",
    type: "general",
    title: "Three days in and hooked",
    content: "Finished the first three free days. Sore everywhere. Thinking about going premium for the full program.",
    hoursAgo: 12,
    likedBy: ["LunaRunner", "CoachWolf"],
    comments: [["LunaRunner", "Do it. Days 4-10 are where it clicks."]],
  },
  {
    author: "SteelFang",
    type: "general",
    title: "Back after a rough week",
    content: "Missed a few days with a cold. Streak's gone, but the progress isn't. Back at it tomorrow.",
    hoursAgo: 80,
    likedBy: ["ShadowPaw", "GreyMane", "WildHeart"],
    comments: [["ShadowPaw", "The pack waits for you. See you tomorrow."]],
  },
  {
    author: "MoonLifter",
    type: "tip",
    title: "Write your weights down",
    content:
      "A notebook or your phone, doesn't matter. If you can't remember what you lifted last week, you can't beat it this week.",
    hoursAgo: 160,
    likedBy: ["NightStalker", "RavenRise", "SilverClaw"],
    comments: [],
  },
];
