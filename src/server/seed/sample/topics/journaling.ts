import type { Topic } from "../topic";

export const journaling: Topic = {
  tag: "journaling",
  relatedTags: ["gratitude", "self-compassion", "stoicism"],
  author: "maya-okafor",
  label: "journaling",
  posts: [
    {
      title: "Journaling for People Who Hate Journaling",
      excerpt: "No leather notebook, no morning pages, no pressure. Three lines a day is plenty.",
      hook: "If the word journaling makes you picture a leather notebook and three handwritten pages before dawn, you are not alone, and you can relax. The most useful journal I ever kept was three lines a day, typed into a plain text file.",
    },
    {
      title: "Ten Journaling Prompts That Actually Help",
      excerpt: "Good prompts do not ask how you feel. They ask questions you can answer honestly in five minutes.",
      hook: "A blank page can be paralysing, which is why prompts exist. But many popular prompts are either too vague or too grand. The ones that help tend to be concrete, slightly uncomfortable and answerable in a few minutes.",
    },
    {
      title: "Writing Your Way Through a Decision",
      excerpt: "When a choice keeps you up at night, put it on paper. The page is a better thinking partner than the ceiling.",
      hook: "Big decisions have a way of looping in your head: the same arguments, the same fears, round and round. Writing slows the loop down. On paper, you can see the arguments side by side, and you notice which ones are real and which are just loud.",
    },
    {
      title: "The Journal as a Record, Not a Diary",
      excerpt: "Logging what you did, not only what you felt, turns a journal into a tool you will use again.",
      hook: "Most of us imagine a journal as a place for feelings. That is valuable, but there is another kind of journal that is easier to keep and often more useful: a plain record of what happened, what you did and what you decided.",
    },
    {
      title: "What I Learned Rereading Five Years of Notebooks",
      excerpt: "The worries changed, the patterns did not. Rereading old journals is humbling and strangely reassuring.",
      hook: "I finally sat down with a stack of old notebooks and read five years of my own handwriting. It was uncomfortable in places. It was also one of the most useful afternoons I have spent, because patterns that were invisible day to day were obvious across years.",
    },
  ],
  principles: [
    {
      heading: "Lower the bar to one sentence",
      body: "A journaling habit dies when it feels like a chore. Make the minimum a single sentence. Most days you will write more, but on the busy days one honest sentence keeps the thread unbroken.",
    },
    {
      heading: "Write to think, not to perform",
      body: "Nobody is grading your journal. Spelling, style and coherence do not matter. The page is a place to think out loud, and the messier the thinking, the more useful the writing often is.",
    },
    {
      heading: "Use questions, not topics",
      body: "“Work” is a topic. “What drained me at work today, and what could I change?” is a question. Questions give the writing a direction and usually lead somewhere you did not expect.",
    },
    {
      heading: "Separate venting from reflecting",
      body: "Sometimes you just need to pour frustration onto the page, and that is fine. But if every entry is venting, you can end up rehearsing the same grievances. Follow a rant with a short reflection: what is one thing I can do about this?",
    },
    {
      heading: "Record decisions and their reasons",
      body: "Writing down why you made a decision, at the time you made it, is a gift to your future self. Later you can judge the reasoning rather than only the outcome, which is how better judgement develops.",
    },
    {
      heading: "Pick a fixed time and place",
      body: "Journaling, like any habit, sticks best when it has an anchor. With the first coffee, on the train home, in bed before the light goes off. Choose one and keep the notebook or file right there.",
    },
    {
      heading: "Reread occasionally",
      body: "A journal you never read is still useful, but rereading multiplies its value. Once a month or once a season, look back. Patterns appear: the same worry every Sunday night, the same energy dip every February.",
    },
    {
      heading: "Keep it private enough to be honest",
      body: "If you suspect someone might read your journal, you will write for them. Use a password, a locked drawer or a code. Honesty needs privacy, and a journal without honesty is just a performance.",
    },
    {
      heading: "Try a simple structure",
      body: "Structure helps on blank days. A common one: what happened, what I felt, what I learned, what I will do next. Four short lines are enough to turn a day into something you can learn from.",
    },
    {
      heading: "Let the format change with you",
      body: "Paper suits some seasons, a phone note suits others. Lists, letters, sketches and voice memos all count. The habit matters more than the medium, so change the format whenever the old one starts to feel heavy.",
    },
  ],
  quotes: [
    "A journal is a conversation with the only person who was there for all of it.",
    "You do not know what you think until you see what you wrote.",
    "One honest sentence a day is a journaling habit.",
    "The page is patient in a way that the mind at two in the morning is not.",
    "Write down the reasons now; your future self will want to read them.",
  ],
  steps: [
    "Choose a notebook or file and keep it where you will see it.",
    "Anchor the habit to one daily moment, such as your first coffee.",
    "Write one sentence answering: what mattered today?",
    "Once a week, answer a harder question about a pattern you notice.",
    "When facing a decision, write the case for each option.",
    "Follow any venting with one line about what you can do.",
    "At the end of each month, reread and underline anything surprising.",
    "Change the format if the habit starts to feel heavy.",
  ],
  rules: [
    { old: "Write three pages or it doesn't count.", better: "One honest sentence counts." },
    { old: "Write beautifully.", better: "Write messily and think clearly." },
    { old: "Only write about feelings.", better: "Record what you did and decided too." },
    { old: "Never read it back.", better: "Reread once a month for patterns." },
    { old: "Use the prompt you read about online.", better: "Ask the question your week is asking." },
  ],
};
