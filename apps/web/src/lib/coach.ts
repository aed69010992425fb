/** The coach as the screens introduce them: the home screen's testimonial and the about screen. */
export const COACH = {
  name: "Coach Wolf",
  role: "Founder & Head Coach",
  quote:
    "I started this program at 230 pounds and couldn't do a single push-up. One hundred days later I was 165 and doing 100. Show up every day, trust the process, and hunt with the pack.",
};
