/**
 * The 100-day program, generated from compact templates: 4 categories x 5 sessions,
 * scaled through the 6 phases of the program.
 */
import { FREE_PROGRAM_DAYS } from "@wolfpack/rules/training/access";
import { PHASES as PROGRAM_PHASES, type ProgramPhase } from "@wolfpack/rules/training/program";
import { exerciseByName, type Level } from "./exercises.ts";

export const CATEGORIES = ["Strength", "Cardio", "Mobility", "Functional"] as const;
export type Category = (typeof CATEGORIES)[number];

/** How the seed writes a phase of the program (its name and days are the rule's, PHASES). */
interface PhasePlan {
  /** Short label used in workout titles. */
  tag: string;
  goal: string;
  /** Exercises per session in this phase (4-7). */
  exerciseCount: number;
  baseMinutes: number;
  notes: [string, string];
}

export interface Phase extends ProgramPhase, PhasePlan {}

const PHASE_PLANS: Readonly<Record<string, PhasePlan>> = {
  Foundation: {
    tag: "Foundation",
    goal: "learn the movements and build the habit of showing up",
    exerciseCount: 4,
    baseMinutes: 25,
    notes: [
      "Welcome to the pack. These first days are about owning every rep before we add load, so leave your ego at the door.",
      "Consistency beats intensity right now. Finish the session feeling like you could do a little more.",
    ],
  },
  "Strength Building": {
    tag: "Build",
    goal: "add load week on week and build real strength",
    exerciseCount: 5,
    baseMinutes: 30,
    notes: [
      "Time to earn your strength. Add a little weight or one rep to every exercise compared with last time, and write it down.",
      "Your body is adapting fast in this phase. Sleep eight hours and hit your protein: that is where the strength is built.",
    ],
  },
  "Power Development": {
    tag: "Power",
    goal: "turn strength into speed and explosive power",
    exerciseCount: 5,
    baseMinutes: 35,
    notes: [
      "Power is strength applied fast. Every rep is explosive on the way up and controlled on the way down.",
      "Rest fully between the power sets. A tired rep is a slow rep, and slow reps do not build power.",
    ],
  },
  Hypertrophy: {
    tag: "Volume",
    goal: "build muscle with more volume and time under tension",
    exerciseCount: 6,
    baseMinutes: 40,
    notes: [
      "Volume phase: slow the lowering part of each rep to three seconds and chase the pump.",
      "This is where the mirror starts to change. Eat enough to grow and keep rest periods honest.",
    ],
  },
  "Peak Training": {
    tag: "Peak",
    goal: "train at your highest intensity of the program",
    exerciseCount: 6,
    baseMinutes: 45,
    notes: [
      "Peak phase. You are stronger than you were on day one, so train like it, but stop a set before your form breaks.",
      "High intensity needs high recovery. Warm up properly, cool down properly, and listen to your joints.",
    ],
  },
  "The Finisher": {
    tag: "Finisher",
    goal: "prove everything you have built over the last 90 days",
    exerciseCount: 7,
    baseMinutes: 50,
    notes: [
      "The final stretch. You have built the engine, now let it run. Leave everything on the floor today.",
      "Look back at day one and then look at what you are doing now. Finish like an alpha.",
    ],
  },
};

/** The program's phases (rules/training/program.ts), each with how the seed writes it. */
export const PHASES: Phase[] = PROGRAM_PHASES.map((phase) => {
  const plan = PHASE_PLANS[phase.name];
  if (!plan) throw new Error(`the seed has no plan for the ${phase.name} phase`);
  return { ...phase, ...plan };
});

interface Session {
  name: string;
  description: string;
  cue: string;
  /** Seven exercise names; the last one always closes the session. */
  exercises: string[];
  /** A search phrase for the video link. */
  video: string;
}

const SESSIONS: Record<Category, Session[]> = {
  Strength: [
    {
      name: "Push Day",
      description: "Chest, shoulders and triceps: the pressing muscles that carry your upper body.",
      cue: "Control the lowering phase of every press and keep your shoulder blades pinned.",
      exercises: [
        "Push-Ups",
        "Dumbbell Bench Press",
        "Overhead Press",
        "Incline Dumbbell Press",
        "Lateral Raises",
        "Diamond Push-Ups",
        "Tricep Dips",
      ],
      video: "push day workout dumbbell form",
    },
    {
      name: "Pull Day",
      description: "Back and biceps work for a strong, upright posture and a vice-like grip.",
      cue: "Pull with your elbows and pause every rep at the top; no swinging.",
      exercises: [
        "Dumbbell Rows",
        "Inverted Rows",
        "Face Pulls",
        "Bicep Curls",
        "Pull-Ups",
        "Hammer Curls",
        "Superman Holds",
      ],
      video: "pull day back workout form",
    },
    {
      name: "Leg Day",
      description: "Squats, hinges and lunges for powerful legs and glutes.",
      cue: "Drive through your whole foot and keep your knees tracking over your toes.",
      exercises: [
        "Goblet Squats",
        "Romanian Deadlifts",
        "Walking Lunges",
        "Calf Raises",
        "Bulgarian Split Squats",
        "Hip Thrusts",
        "Wall Sit",
      ],
      video: "leg day workout goblet squat form",
    },
    {
      name: "Full-Body Strength",
      description: "The big barbell lifts in one session: squat, bench and deadlift.",
      cue: "Brace before every rep. Heavy and crisp, never grinding ugly reps.",
      exercises: [
        "Barbell Back Squat",
        "Barbell Bench Press",
        "Barbell Deadlift",
        "Overhead Press",
        "Pull-Ups",
        "Farmer's Carry",
        "Hanging Knee Raises",
      ],
      video: "barbell squat bench deadlift technique",
    },
    {
      name: "Posterior Chain",
      description: "Hamstrings, glutes and back: the engine behind every jump, sprint and lift.",
      cue: "Hinge from the hips with a flat back and squeeze your glutes hard at the top.",
      exercises: [
        "Hip Thrusts",
        "Kettlebell Swings",
        "Back Extensions",
        "Good Mornings",
        "Barbell Deadlift",
        "Single-Leg Romanian Deadlifts",
        "Plank",
      ],
      video: "posterior chain workout hip hinge",
    },
  ],
  Cardio: [
    {
      name: "HIIT Intervals",
      description: "Short, sharp intervals that build your engine and burn fat.",
      cue: "Work 40 seconds, rest 20. Go hard in the work, recover fully in the rest.",
      exercises: [
        "Jumping Jacks",
        "High Knees",
        "Mountain Climbers",
        "Burpees",
        "Jump Squats",
        "Skater Jumps",
        "Plank Jacks",
      ],
      video: "hiit intervals bodyweight workout",
    },
    {
      name: "Run Intervals",
      description: "Structured running to raise your aerobic ceiling.",
      cue: "Run tall, land under your hips and let your arms set the rhythm.",
      exercises: [
        "Warm-Up Jog",
        "Strides",
        "Tempo Run",
        "Hill Sprints",
        "Sprint Intervals",
        "Shuttle Runs",
        "Cool-Down Walk",
      ],
      video: "running intervals workout technique",
    },
    {
      name: "Rope and Row",
      description: "Jump rope, rower and box work for conditioning that is kind on the joints.",
      cue: "Stay smooth: rhythm first, then speed.",
      exercises: [
        "Jump Rope",
        "Rowing Machine Intervals",
        "Box Step-Ups",
        "Battle Ropes",
        "Box Jumps",
        "Double-Unders",
        "Cool-Down Walk",
      ],
      video: "jump rope rowing conditioning workout",
    },
    {
      name: "Conditioning Circuit",
      description: "A non-stop circuit that tests lungs and will in equal measure.",
      cue: "Move from station to station without rest; breathe through your nose when you can.",
      exercises: [
        "Burpees",
        "Kettlebell Swings",
        "Mountain Climbers",
        "Bear Crawls",
        "Jump Lunges",
        "Sprint Intervals",
        "Plank",
      ],
      video: "conditioning circuit workout",
    },
    {
      name: "Tabata Burn",
      description: "Twenty seconds on, ten off, eight rounds per move: four minutes that feel like forty.",
      cue: "Tabata only works if the twenty seconds are truly all-out.",
      exercises: ["Jump Squats", "Push-Ups", "High Knees", "Burpees", "Tuck Jumps", "Skater Jumps", "Cool-Down Walk"],
      video: "tabata workout",
    },
  ],
  Mobility: [
    {
      name: "Hip Mobility Flow",
      description: "Open up tight hips for deeper squats and a happier lower back.",
      cue: "Breathe into every stretch and never force a range you have not earned.",
      exercises: [
        "Cat-Cow",
        "90/90 Hip Switches",
        "World's Greatest Stretch",
        "Deep Squat Hold",
        "Pigeon Stretch",
        "Couch Stretch",
        "Box Breathing",
      ],
      video: "hip mobility flow routine",
    },
    {
      name: "Shoulder and Thoracic Reset",
      description: "Undo desk posture and restore overhead range.",
      cue: "Slow, controlled movement; the goal is range you can use under load.",
      exercises: [
        "Thread the Needle",
        "Wall Slides",
        "Band Pull-Aparts",
        "Thoracic Rotations",
        "Shoulder Dislocates",
        "Doorway Chest Stretch",
        "Child's Pose",
      ],
      video: "shoulder thoracic mobility routine",
    },
    {
      name: "Spine and Core Control",
      description: "Stability work that protects your back under heavy loads.",
      cue: "Quality reps only. Press your lower back into the floor on every core drill.",
      exercises: ["Cat-Cow", "Dead Bug", "Bird Dog", "Glute Bridges", "Side Plank", "Hollow Body Hold", "Child's Pose"],
      video: "core stability routine dead bug bird dog",
    },
    {
      name: "Yoga for Lifters",
      description: "A yoga session built for people who lift heavy things.",
      cue: "Match every movement to a slow breath, in through the nose and out through the mouth.",
      exercises: [
        "Downward Dog",
        "Cobra Stretch",
        "Low Lunge Stretch",
        "Pigeon Stretch",
        "Hamstring Stretch",
        "Thread the Needle",
        "Box Breathing",
      ],
      video: "yoga for lifters routine",
    },
    {
      name: "Recovery Mobility",
      description: "An active recovery day to flush out soreness and recharge.",
      cue: "Today is about feeling better when you finish than when you started.",
      exercises: [
        "Foam Rolling",
        "World's Greatest Stretch",
        "Deep Squat Hold",
        "Couch Stretch",
        "Hamstring Stretch",
        "Wall Slides",
        "Box Breathing",
      ],
      video: "active recovery mobility foam rolling",
    },
  ],
  Functional: [
    {
      name: "Loaded Carries",
      description: "Pick up heavy things and walk: grip, posture and grit.",
      cue: "Walk tall with short, quick steps; the carry ends when your posture breaks.",
      exercises: [
        "Farmer's Carry",
        "Goblet Squats",
        "Suitcase Carry",
        "Kettlebell Swings",
        "Renegade Rows",
        "Turkish Get-Up",
        "Plank",
      ],
      video: "loaded carries farmers walk workout",
    },
    {
      name: "Athletic Conditioning",
      description: "Jumps, throws and pushes that make you move like an athlete.",
      cue: "Every rep explosive; when the speed drops, the set is over.",
      exercises: [
        "Box Jumps",
        "Medicine Ball Slams",
        "Lateral Bounds",
        "Bear Crawls",
        "Sled Push",
        "Burpees",
        "Farmer's Carry",
      ],
      video: "athletic conditioning workout plyometrics",
    },
    {
      name: "Kettlebell Complex",
      description: "One bell, many moves, no rest: strength and conditioning fused.",
      cue: "Snap the hips on every swing and keep the bell close on every clean.",
      exercises: [
        "Kettlebell Swings",
        "Goblet Squats",
        "Kettlebell Clean and Press",
        "Renegade Rows",
        "Turkish Get-Up",
        "Kettlebell Snatch",
        "Hollow Body Hold",
      ],
      video: "kettlebell complex workout",
    },
    {
      name: "Core and Carry",
      description: "A core built to resist, brace and carry, not just to look good.",
      cue: "Brace like someone is about to punch you in the stomach, then breathe behind the brace.",
      exercises: [
        "Dead Bug",
        "Pallof Press",
        "Suitcase Carry",
        "Hanging Knee Raises",
        "Ab Wheel Rollouts",
        "Farmer's Carry",
        "Side Plank",
      ],
      video: "core strength workout pallof press",
    },
    {
      name: "Pack WOD",
      description: "The workout of the day, pack style: a mixed circuit against the clock.",
      cue: "Pace the first round, push the middle rounds, empty the tank in the last one.",
      exercises: ["Thrusters", "Pull-Ups", "Wall Balls", "Box Jumps", "Kettlebell Swings", "Burpees", "Bear Crawls"],
      video: "functional fitness wod thrusters wall balls",
    },
  ],
};

const CATEGORY_MINUTES: Record<Category, number> = {
  Strength: 5,
  Cardio: 0,
  Mobility: -5,
  Functional: 5,
};

const CATEGORY_NOTES: Record<Category, string> = {
  Strength: "Rest 90 seconds between sets and leave one or two good reps in the tank.",
  Cardio: "Warm up for five minutes first and keep a water bottle close.",
  Mobility: "Hold each stretch without bouncing; mild tension is good, pain is not.",
  Functional: "Move well before you move fast. Rest 60 seconds between rounds.",
};

export interface WorkoutSeed {
  day: number;
  title: string;
  description: string;
  category: Category;
  duration: number;
  difficulty: Level;
  exercises: string[];
  muscleGroups: string[];
  equipmentNeeded: string[];
  videoUrl: string;
  imageUrl: string;
  instructorNotes: string;
  isPremium: boolean;
}

function difficultyOf(day: number, phaseIndex: number): Level {
  if (phaseIndex === 0 || (phaseIndex === 1 && day <= 20)) return "Beginner";
  if (phaseIndex <= 3) return "Intermediate";
  return "Advanced";
}

/** Labels in the exercise catalogue that describe a purpose rather than a muscle. */
const NOT_MUSCLES = new Set(["Recovery", "Nervous System"]);

const unique = (items: string[]) => [...new Set(items)];

export function workoutImage(category: string): string {
  return `/images/workouts/${category.toLowerCase()}.svg`;
}

/** Builds the 100 program workouts, day 1 to 100. */
export function buildProgram(): WorkoutSeed[] {
  const result: WorkoutSeed[] = [];
  PHASES.forEach((phase, phaseIndex) => {
    for (let day = phase.firstDay; day <= phase.lastDay; day++) {
      const category = CATEGORIES[(day - 1) % CATEGORIES.length] as Category;
      // How many times this category has already appeared in the phase (0-4).
      const occurrence = Math.floor((day - phase.firstDay) / CATEGORIES.length);
      const sessions = SESSIONS[category];
      // Rotate so that short phases do not always start with the same sessions.
      const session = sessions[(occurrence + phaseIndex) % sessions.length] as Session;
      const all = session.exercises;
      const exercises = [...all.slice(0, phase.exerciseCount - 1), all[all.length - 1] as string];
      const details = exercises.map((name) => {
        const found = exerciseByName.get(name);
        if (!found) throw new Error(`exercise "${name}" is missing from the catalogue`);
        return found;
      });
      const wobble = ((day * 7) % 3) * 5 - 5; // -5, 0 or +5 minutes
      const duration = Math.min(60, Math.max(20, phase.baseMinutes + CATEGORY_MINUTES[category] + wobble));
      const equipment = unique(details.flatMap((e) => e.equipment)).filter((e) => e !== "Bodyweight");
      result.push({
        day,
        title: `${session.name}: ${phase.tag}`,
        description: `${session.description} Day ${day} of the ${phase.name} phase, where we ${phase.goal}.`,
        category,
        duration,
        difficulty: difficultyOf(day, phaseIndex),
        exercises,
        muscleGroups: unique(details.flatMap((e) => e.muscleGroups))
          .filter((m) => !NOT_MUSCLES.has(m))
          .slice(0, 6),
        equipmentNeeded: equipment.length > 0 ? equipment : ["Bodyweight only"],
        videoUrl: `https://www.youtube.com/results?search_query=${encodeURIComponent(session.video)}`,
        imageUrl: workoutImage(category),
        instructorNotes: `${phase.notes[day % 2]} ${session.cue} ${CATEGORY_NOTES[category]}`,
        // The free tier's days are not premium; every later day is.
        isPremium: day > FREE_PROGRAM_DAYS,
      });
    }
  });
  return result;
}
