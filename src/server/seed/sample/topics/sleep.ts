import type { Topic } from "../topic";

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
