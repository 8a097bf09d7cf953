/** The sample tags: slug, display name and the description shown on the tag page. */
export const sampleTags = [
  {
    slug: "habits",
    name: "Habits",
    description: "How small, repeated actions add up — and how to build the ones you want and retire the ones you don't.",
  },
  { slug: "focus", name: "Focus", description: "Attention as a skill: protecting it, training it and spending it on what matters." },
  {
    slug: "discipline",
    name: "Discipline",
    description: "Doing the thing when you'd rather not, without turning your life into a punishment.",
  },
  {
    slug: "resilience",
    name: "Resilience",
    description: "Bending without breaking: recovering from setbacks, stress and the ordinary difficulty of life.",
  },
  { slug: "gratitude", name: "Gratitude", description: "Noticing what is already good, and why that changes more than your mood." },
  {
    slug: "stoicism",
    name: "Stoicism",
    description: "An old philosophy for modern days: what is up to us, what is not, and how to act either way.",
  },
  { slug: "journaling", name: "Journaling", description: "Writing to think: prompts, formats and the habit of a page a day." },
  {
    slug: "sleep",
    name: "Sleep",
    description: "Rest as the foundation of everything else — routines, myths and the science of a good night.",
  },
  {
    slug: "deep-work",
    name: "Deep Work",
    description: "Long stretches of undistracted effort on hard problems, and how to make room for them.",
  },
  { slug: "motivation", name: "Motivation", description: "Why we start, why we stop, and how to keep going when the first spark is gone." },
  {
    slug: "self-compassion",
    name: "Self-Compassion",
    description: "Treating yourself the way you would treat a friend — and why it makes you more effective, not less.",
  },
  {
    slug: "mindset",
    name: "Mindset",
    description: "The beliefs we hold about our own abilities, and how a growth mindset turns difficulty into learning.",
  },
  {
    slug: "goal-setting",
    name: "Goal Setting",
    description: "Choosing goals worth having, breaking them down and letting go of the ones that no longer fit.",
  },
] as const;

export type SampleTagSlug = (typeof sampleTags)[number]["slug"];
