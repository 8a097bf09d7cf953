import type { Topic } from "./topic";

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

export const sleep: Topic = {
  tag: "sleep",
  relatedTags: ["habits", "resilience", "focus"],
  author: "theo-marsh",
  label: "sleep",
  posts: [
    {
      title: "Sleep Is the Habit Behind All Your Other Habits",
      excerpt: "Tired people make worse choices about food, exercise and attention. Fix sleep and the rest gets easier.",
      hook: "When people tell me they cannot stick to an exercise routine or a diet or a writing habit, my first question is about sleep. After eight years of night shifts I know how much a tired brain changes every other decision. Sleep is the habit underneath the others.",
    },
    {
      title: "A Wind-Down Routine That Takes Thirty Minutes",
      excerpt: "You cannot go from full speed to asleep in a minute. Give your body a slope instead of a cliff.",
      hook: "Most of us expect to go from answering emails to deep sleep in the time it takes to brush our teeth. Bodies do not work like that. A wind-down routine is a slope rather than a cliff: thirty minutes that tell your nervous system the day is over.",
    },
    {
      title: "What to Do When You Can't Fall Asleep",
      excerpt: "Lying in bed trying harder rarely works. A few counter-intuitive steps usually do.",
      hook: "It is one in the morning and you have been lying awake for an hour, calculating how much sleep you will get if you fall asleep right now. Trying harder is the natural response, and it is exactly the wrong one. Sleep is one of the few things effort makes worse.",
    },
    {
      title: "The Case for a Boring Bedtime",
      excerpt: "A consistent sleep schedule matters more than almost any gadget or supplement.",
      hook: "Sleep trackers, weighted blankets, magnesium and blue-light glasses all have their fans. Yet the single most effective change for most people is dull: going to bed and getting up at roughly the same time every day, weekends included.",
    },
    {
      title: "Light, Caffeine and the Clock Inside You",
      excerpt: "Morning light and an earlier last coffee can shift your sleep more than you'd expect.",
      hook: "Your body keeps time with an internal clock that runs slightly longer than twenty-four hours. Every day it needs resetting, and the main signal it uses is light. Understanding that one fact explains a surprising amount about why some nights are easy and others are not.",
    },
  ],
  principles: [
    {
      heading: "Anchor the wake-up time",
      body: "If you can only fix one thing, fix the time you get up. A steady wake time sets your internal clock, and bedtime tends to settle naturally around it. Lie-ins at the weekend feel lovely and quietly give you jet lag on Monday.",
    },
    {
      heading: "Get morning light",
      body: "Bright light in the first hour after waking is the strongest signal your body clock receives. Step outside for ten or twenty minutes, even on a cloudy day. Indoor lighting is far dimmer than it seems.",
    },
    {
      heading: "Mind the caffeine curve",
      body: "Caffeine lingers in the body for many hours; an afternoon coffee can still be partly active at midnight. Try moving your last cup to before noon for two weeks and see whether falling asleep gets easier.",
    },
    {
      heading: "Build a slope into the evening",
      body: "Dim the lights an hour before bed, put screens away or at least turn them down, and do something calm and repetitive: reading, stretching, washing up. The same sequence each night becomes a cue your body learns to follow.",
    },
    {
      heading: "Keep the bed for sleep",
      body: "If you work, scroll and worry in bed, your brain learns that bed is a place for alertness. Keep it for sleep and intimacy. The association rebuilds surprisingly quickly.",
    },
    {
      heading: "Get up if you can't sleep",
      body: "After about twenty minutes awake, get out of bed and do something quiet in dim light until you feel sleepy. It feels like giving up, but it prevents the bed from becoming linked with frustration.",
    },
    {
      heading: "Park your worries earlier",
      body: "Write tomorrow's to-do list and any nagging worries in the early evening. Once they are on paper, your mind has less reason to rehearse them at midnight.",
    },
    {
      heading: "Make the room cool, dark and quiet",
      body: "A slightly cool room, proper darkness and steady quiet make a real difference. Blackout curtains, an eye mask or earplugs are cheap experiments compared with a month of broken sleep.",
    },
    {
      heading: "Be wary of alcohol as a sleep aid",
      body: "A drink may help you drift off, but it fragments the second half of the night. Many people who cut back find they wake less often and feel more rested, even if they fall asleep slightly later.",
    },
    {
      heading: "Stop chasing perfect sleep",
      body: "Anxiety about sleep is one of the biggest causes of poor sleep. One bad night is unpleasant, not dangerous. Treat sleep as something you invite rather than something you must achieve.",
    },
  ],
  quotes: [
    "Sleep is the one habit that makes every other habit easier.",
    "You cannot force sleep; you can only make room for it.",
    "Consistency beats any gadget on the bedside table.",
    "Morning light sets the clock that evening sleep depends on.",
    "A tired mind negotiates badly with every temptation.",
  ],
  steps: [
    "Choose a wake-up time you can keep seven days a week.",
    "Spend ten minutes outside within an hour of waking.",
    "Move your last coffee to before midday.",
    "Dim the lights and put the phone away an hour before bed.",
    "Write tomorrow's list and any worries before dinner.",
    "Make the bedroom a little cooler and darker.",
    "If you are awake after twenty minutes, get up until you feel sleepy.",
    "Keep a simple sleep diary for two weeks and look for patterns.",
  ],
  rules: [
    { old: "Catch up on sleep at the weekend.", better: "Keep the same wake-up time every day." },
    { old: "Lie in bed until sleep comes.", better: "Get up after twenty minutes awake." },
    { old: "A nightcap helps you sleep.", better: "Alcohol breaks up the second half of the night." },
    { old: "Work in bed to save time.", better: "Keep the bed for sleep." },
    { old: "Try harder to fall asleep.", better: "Make room for sleep and stop chasing it." },
  ],
};

export const deepWork: Topic = {
  tag: "deep-work",
  relatedTags: ["focus", "discipline", "goal-setting"],
  author: "daniel-reyes",
  label: "deep work",
  posts: [
    {
      title: "Scheduling Deep Work When Your Calendar Is Full",
      excerpt: "Deep work will not happen in the gaps between meetings. You have to book it like a meeting.",
      hook: "Almost everyone agrees that deep work matters: long, uninterrupted stretches on hard problems. Almost no one has a calendar that allows it. The gap between those two facts is not a lack of discipline. It is a lack of protected time.",
    },
    {
      title: "The Four-Hour Ceiling on Deep Work",
      excerpt: "Even experts manage only a few hours of truly deep work a day. Plan your day around that limit.",
      hook: "If you feel guilty that you cannot concentrate intensely for eight hours, let go of the guilt. People who study expert performance keep finding the same ceiling: around four hours of truly deep, deliberate work a day, often less.",
    },
    {
      title: "Shallow Work Is Not the Enemy",
      excerpt: "Email, admin and meetings are part of the job. The trick is to contain them, not to abolish them.",
      hook: "Writing about deep work can make shallow work sound shameful. It is not. Replying to colleagues, filling in forms and attending meetings keep the world running. The problem is not shallow work itself but letting it leak into every hour of the day.",
    },
    {
      title: "Rituals That Get You Into Deep Work Faster",
      excerpt: "A consistent start-up ritual can cut the time it takes to settle into hard work from thirty minutes to five.",
      hook: "The first half hour of a deep work session is often wasted: tidying, checking, fiddling, circling the task. A short, fixed ritual — the same place, the same drink, the same first action — can teach your brain to skip the circling and drop straight in.",
    },
    {
      title: "Deep Work for People Who Are Interrupted for a Living",
      excerpt: "Parents, managers and support staff cannot vanish for four hours. Deep work still fits, in smaller shapes.",
      hook: "Advice about deep work often assumes you can shut the door for a whole morning. Many people cannot: they manage teams, care for children, or are paid to be reachable. Deep work is still possible for them; it simply takes smaller, cleverer shapes.",
    },
  ],
  principles: [
    {
      heading: "Book it like a meeting",
      body: "Put deep work blocks in your calendar as real appointments, ideally at the same times each week. Other people respect a booked slot far more than a vague intention, and so, it turns out, do you.",
    },
    {
      heading: "Respect the ceiling",
      body: "Plan for two to four hours of truly deep work in a day, not eight. Put your hardest work in your best hours, and use the rest of the day for the lighter tasks that still need doing.",
    },
    {
      heading: "Contain the shallow work",
      body: "Gather email, admin and quick replies into two or three scheduled batches. Shallow work done in batches takes less total time and stops fragmenting the hours in between.",
    },
    {
      heading: "Start with a ritual",
      body: "The same place, the same drink, the same first action. A repeated start-up ritual reduces the friction of beginning and tells your brain which mode it is about to enter.",
    },
    {
      heading: "Define the session's output",
      body: "Before you start, write what the session should produce: a draft of section two, a working test for the parser, twenty pages read with notes. A clear output keeps deep work from drifting into aimless exploration.",
    },
    {
      heading: "Make yourself hard to reach, briefly",
      body: "Set a status, close messaging, silence the phone. Tell colleagues when you will be back. Most things can wait ninety minutes, and the few that cannot will find another way to reach you.",
    },
    {
      heading: "Use small blocks when big ones are impossible",
      body: "If your days are full of interruptions, forty-five focused minutes still counts. Two such blocks a day, protected fiercely, can move a hard project forward more than an occasional heroic morning.",
    },
    {
      heading: "End with a shutdown",
      body: "Finish the day by reviewing loose ends, writing tomorrow's plan and saying, even just to yourself, that work is done. A clear ending lets your mind rest, which is what makes tomorrow's deep work possible.",
    },
    {
      heading: "Train the capacity",
      body: "Concentration is a skill that weakens if every spare moment is filled with quick stimulation. Spend some time each week doing one thing slowly and completely: reading a long book, cooking a complex recipe, working a problem by hand.",
    },
    {
      heading: "Measure hours of depth",
      body: "Keep a tally of deep work hours each week. It is a humbling number at first, and a motivating one once it starts to rise. What gets counted tends to get protected.",
    },
  ],
  quotes: [
    "Deep work does not fit in the gaps. It needs a room of its own.",
    "Four focused hours will beat ten scattered ones.",
    "Shallow work is necessary; letting it set your schedule is optional.",
    "A ritual is a shortcut into concentration.",
    "Depth is a skill, and skills grow with practice.",
  ],
  steps: [
    "Find two ninety-minute slots next week and book them in your calendar.",
    "Write the specific output you want from each block.",
    "Choose a start-up ritual and use it every time.",
    "Set an away status and close messaging before you begin.",
    "Batch email into two fixed windows on deep work days.",
    "Keep a tally of deep work hours for the week.",
    "End each day with a five-minute shutdown and a plan for tomorrow.",
    "After two weeks, move the blocks to whichever hours worked best.",
  ],
  rules: [
    { old: "Fit deep work into the gaps.", better: "Book it in the calendar first." },
    { old: "Aim for eight hours of concentration.", better: "Aim for two to four hours, done well." },
    { old: "Reply to everything instantly.", better: "Batch shallow work into set windows." },
    { old: "Wait for the perfect uninterrupted morning.", better: "Protect forty-five minutes today." },
    { old: "Work until you collapse.", better: "End with a deliberate shutdown." },
  ],
};
