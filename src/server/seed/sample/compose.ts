import type { Random } from "../prng";
import type { Topic } from "./topic";

/**
 * Turns a topic's raw material into one short essay in Markdown. The generic sentences
 * below are combined, not repeated whole, so no two posts share a paragraph.
 */

type Person = { name: string; job: string; they: string; their: string };

const people: Person[] = [
  { name: "Hannah", job: "primary school teacher", they: "she", their: "her" },
  { name: "Marcus", job: "warehouse supervisor", they: "he", their: "his" },
  { name: "Priya", job: "junior doctor", they: "she", their: "her" },
  { name: "Tomás", job: "freelance translator", they: "he", their: "his" },
  { name: "Grace", job: "retired librarian", they: "she", their: "her" },
  { name: "Kwame", job: "civil engineer", they: "he", their: "his" },
  { name: "Sofia", job: "graphic designer", they: "she", their: "her" },
  { name: "Jonah", job: "chef in a busy kitchen", they: "he", their: "his" },
  { name: "Leila", job: "PhD student", they: "she", their: "her" },
  { name: "Owen", job: "bus driver", they: "he", their: "his" },
  { name: "Mei", job: "product manager", they: "she", their: "her" },
  { name: "Ravi", job: "small-business owner", they: "he", their: "his" },
  { name: "Alex", job: "support engineer", they: "they", their: "their" },
  { name: "Nadia", job: "midwife", they: "she", their: "her" },
  { name: "Felix", job: "secondary school student", they: "he", their: "his" },
  { name: "Rosa", job: "single parent of two", they: "she", their: "her" },
  { name: "Sam", job: "sound engineer", they: "they", their: "their" },
  { name: "Ibrahim", job: "accountant", they: "he", their: "his" },
];
const places = [
  "Bristol",
  "Glasgow",
  "Lisbon",
  "Toronto",
  "Melbourne",
  "Dublin",
  "Manchester",
  "Cape Town",
  "Auckland",
  "Rotterdam",
  "Denver",
  "Cardiff",
];
const seasons = ["winter", "year", "spring", "stretch at work", "few months", "summer"];
const durations = ["a month", "six weeks", "two weeks", "one term", "a single season", "thirty days"];

const stories: string[] = [
  "{Name}, a {job} in {place}, wrote to us after a difficult {season}. For years {they} had lived by a rule that sounded sensible: *{old}* It never quite worked, but it felt responsible, so {they} kept it. Then, almost as an experiment, {they} tried the opposite for {duration}: *{better}* {outcome}",
  "Consider {Name}, a {job}. {Their} old approach to {label} could be summed up in one line: *{old}* When we spoke, {they} laughed at how long {they} had stuck with it. The change {they} eventually made was modest. For {duration}, {they} followed a different rule: *{better}* {outcome}",
  "A reader I will call {Name} — a {job} from {place} — described a familiar pattern. Every attempt at {label} began with the same instruction to {themself}: *{old}* And every attempt ended the same way. What finally helped was swapping that rule for a gentler one and keeping it for {duration}: *{better}* {outcome}",
  "{Name}, a {job}, assumed for a long time that the answer was simply to try harder. {Their} rule was: *{old}* After a rough {season}, an old friend suggested something else: *{better}* {They} gave it {duration}. {outcome}",
  "{Name} is a {job} who describes {themself} as “the least patient person I know.” {Their} approach to {label} used to be all or nothing: *{old}* The turning point was a conversation with a friend, who suggested a different rule for {duration}: *{better}* {outcome}",
];

const outcomes: string[] = [
  "Nothing dramatic happened in the first week. By the fourth, {they} noticed that the change had stopped feeling like effort and started feeling like {their} own idea.",
  "The results were not spectacular, {they} told us, but they were steady — and steady turned out to be exactly what had been missing.",
  "What surprised {them} most was not the progress but the relief: one less fight with {themself} every day.",
  "{They} still slips sometimes. The difference is that a slip no longer turns into a month off.",
  "Six months later the new rule is simply how {they} lives, and {they} struggles to remember why the old one seemed so reasonable.",
  "It was, in {their} words, “embarrassingly simple, and the first thing that has ever lasted.”",
  "{They} did not become a different person. {They} became the same person with a better plan, which is usually enough.",
];

const bridges: string[] = [
  "This is not a grand theory of {label}. It is a handful of ideas that have held up in real lives, including mine.",
  "What follows is practical rather than inspirational: a few principles, an example, and a way to begin this week.",
  "The good news is that {label} responds to small, specific changes far better than to big resolutions.",
  "If that sounds familiar, you are in good company, and there is a better way to approach {label}.",
  "Below are the ideas about {label} that I return to most often, with a concrete way to try each one.",
  "None of this requires a new personality. It requires a slightly different set of defaults.",
  "It helps to look at {label} less as a test of character and more as a skill with parts you can practise.",
  "Let me suggest a few ways to look at it that have helped me and the people I have worked with.",
  "The research on {label} is useful, but the everyday lessons are simpler than the studies make them sound.",
  "So here is what I wish someone had told me earlier.",
];

const closingOpeners: string[] = [
  "None of this is complicated, which is both the good news and the difficulty.",
  "You do not need to adopt every idea here at once.",
  "If you take only one thing from this essay, let it be the smallest one.",
  "It is tempting to read a piece like this, nod, and change nothing.",
  "Progress with {label} rarely looks impressive from one day to the next.",
  "There will be weeks when all of this slips.",
  "I have not mastered any of this, and I doubt anyone fully does.",
  "Most of what works in {label} is unremarkable on any single day.",
];
const closingMiddles: string[] = [
  "Pick one idea, try it for a couple of weeks, and pay attention to what actually changes.",
  "Treat {label} as a practice rather than a verdict, and small improvements start to compound.",
  "What matters is the direction you keep returning to, not a perfect record.",
  "The people who get better at {label} are rarely the most gifted; they are the ones who keep adjusting.",
  "Choose the step that feels almost too easy, and let it be enough for now.",
  "Be curious about what gets in the way instead of ashamed of it.",
  "Look back in a month rather than a day, because that is the scale at which change becomes visible.",
  "Return to the basics whenever you feel lost; they are basics for a reason.",
];
const closingEnds: string[] = [
  "Start today, start small, and let the results take care of themselves.",
  "That is how ordinary people end up with extraordinary consistency.",
  "Be patient with yourself. The work is slow because it is real.",
  "And when you slip, come back. Coming back is the whole skill.",
  "A little, often, for a long time: that is the whole secret.",
  "Your future self will not remember the hard days, only that you kept going.",
  "The best time to begin is the next ordinary moment you have.",
  "Give it a season, and then decide what to keep.",
];

const storyHeadings = [
  "An example",
  "What this looks like in practice",
  "A story from a reader",
  "One person's version",
  "How it played out for one reader",
];
const rulesHeadings = ["Old rules and better ones", "Common traps", "Where people go wrong", "Swaps worth making", "Rules worth rewriting"];
const stepsHeadings = ["A way to start this week", "Try this", "A simple plan", "Where to begin", "Your first week"];
// Lead-ins name the subject, and each post of a topic gets a different one, so no
// paragraph repeats across the publication.
const stepsLeadIns = [
  "If you want somewhere to begin with {label}, here is a short sequence. Do the steps in order, and do not rush to the next one.",
  "A few concrete steps for {label}, in roughly the order I would take them:",
  "You could start with {label} as simply as this:",
  "Here is a plan for {label} small enough to start tonight:",
  "Try these for a week or two and notice how {label} feels afterwards:",
  "A starting point for {label} that asks very little of you:",
];
const rulesLeadIns = [
  "Most of the difficulty with {label} comes from a few rules we absorbed without questioning. Here are some I see often, with the versions that tend to work better.",
  "A handful of beliefs about {label} cause most of the trouble. Each has a better alternative:",
  "It is worth looking at the rules you already follow about {label}, because some of them quietly work against you.",
  "Some of the advice we give ourselves about {label} is well meant and badly designed. A few swaps:",
  "When {label} goes wrong, it is usually a rule that is at fault rather than a person. Compare:",
  "If {label} keeps slipping, check which of these rules you are following:",
];

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = slots[key];
    return value === undefined ? whole : value;
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function personSlots(person: Person): Record<string, string> {
  const them = person.they === "she" ? "her" : person.they === "he" ? "him" : "them";
  const themself = person.they === "she" ? "herself" : person.they === "he" ? "himself" : "themself";
  const slots: Record<string, string> = { name: person.name, job: person.job, they: person.they, their: person.their, them, themself };
  for (const [key, value] of Object.entries(slots)) slots[capitalize(key)] = capitalize(value);
  return slots;
}

/** "They still slips" reads wrong: fix verb agreement for singular they. */
function agree(text: string, person: Person): string {
  if (person.they !== "they") return text;
  return text.replace(/\b(they|They) (slips|lives|struggles|describes|is|has|was)\b/g, (_, pronoun: string, verb: string) => {
    const plural: Record<string, string> = {
      slips: "slip",
      lives: "live",
      struggles: "struggle",
      describes: "describe",
      is: "are",
      has: "have",
      was: "were",
    };
    return `${pronoun} ${plural[verb]}`;
  });
}

export type ComposedPost = { title: string; excerpt: string; bodyMarkdown: string };

/** Essay `index` (0–4) of a topic: the opening, two principles, a story, rules, steps and a close. */
/** Draws until the text has not been used by an earlier post (gives up after a few tries). */
function unused(used: Set<string>, draw: () => string): string {
  let text = draw();
  for (let attempt = 0; attempt < 50 && used.has(text); attempt++) text = draw();
  used.add(text);
  return text;
}

export function composePost(topic: Topic, index: number, random: Random, used: Set<string>): ComposedPost {
  const idea = topic.posts[index]!;
  const label = topic.label;
  const principles = [topic.principles[index * 2]!, topic.principles[index * 2 + 1]!];
  const rule = topic.rules[index % topic.rules.length]!;
  const otherRules = random.sample(
    topic.rules.filter((r) => r !== rule),
    3,
  );
  const steps = topic.steps.filter((_, i) => !random.chance(0.4) || i === 0).slice(0, 5);
  const person = random.pick(people);

  const opening = `${idea.hook} ${fill(random.pick(bridges), { label })}`;

  const principleSections = principles.map((principle, i) => {
    let section = `## ${principle.heading}\n\n${principle.body}`;
    if (i === 1) section += `\n\n> ${topic.quotes[index % topic.quotes.length]}`;
    return section;
  });

  const story = agree(
    fill(fill(random.pick(stories), { outcome: random.pick(outcomes) }), {
      ...personSlots(person),
      place: random.pick(places),
      season: random.pick(seasons),
      duration: random.pick(durations),
      label,
      old: rule.old,
      better: rule.better,
    }),
    person,
  );
  const storySection = `## ${random.pick(storyHeadings)}\n\n${story}`;

  const rulesAsTable = random.chance(0.5);
  const rulesBody = rulesAsTable
    ? `| The old rule | A better rule |\n| --- | --- |\n${otherRules.map((r) => `| ${r.old} | ${r.better} |`).join("\n")}`
    : otherRules.map((r) => `- **Instead of:** ${r.old} **Try:** ${r.better}`).join("\n");
  const rulesSection = `## ${random.pick(rulesHeadings)}\n\n${fill(rulesLeadIns[(index + topic.label.length) % rulesLeadIns.length]!, { label })}\n\n${rulesBody}`;

  const stepsSection = `## ${random.pick(stepsHeadings)}\n\n${fill(stepsLeadIns[(index + 2 * topic.label.length) % stepsLeadIns.length]!, { label })}\n\n${steps.map((step, i) => `${i + 1}. ${step}`).join("\n")}`;

  const closing = unused(used, () =>
    [random.pick(closingOpeners), random.pick(closingMiddles), random.pick(closingEnds)]
      .map((sentence) => fill(sentence, { label }))
      .join(" "),
  );

  // Three layouts so the essays do not all share one skeleton.
  const layout = random.int(0, 2);
  const middle =
    layout === 0
      ? [principleSections[0]!, storySection, principleSections[1]!, rulesSection, stepsSection]
      : layout === 1
        ? [principleSections[0]!, principleSections[1]!, rulesSection, storySection, stepsSection]
        : [storySection, principleSections[0]!, principleSections[1]!, stepsSection, rulesSection];

  return {
    title: idea.title,
    excerpt: idea.excerpt,
    bodyMarkdown: [opening, ...middle, closing].join("\n\n") + "\n",
  };
}
