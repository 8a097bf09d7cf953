import type { Topic } from "../topic";

export const focus: Topic = {
  tag: "focus",
  relatedTags: ["deep-work", "discipline", "habits"],
  author: "daniel-reyes",
  label: "focus",
  posts: [
    {
      title: "Focus Is a Muscle That Needs Rest",
      excerpt: "Trying to concentrate for eight hours straight is like trying to sprint a marathon. Work in cycles instead.",
      hook: "We treat focus as a switch: on when we sit down, off when we stand up. In practice it behaves more like a muscle. It tires, it recovers, and it grows stronger when it is worked and then allowed to rest.",
    },
    {
      title: "The Hidden Cost of Checking Just Once",
      excerpt: "A quick look at your messages rarely costs a minute. It costs the next twenty.",
      hook: "You glance at your inbox for five seconds and return to your work. It feels harmless. But the attention you left behind in that inbox keeps tugging, and it can take a long while before your focus is fully back where it was.",
    },
    {
      title: "How to Focus When Everything Feels Urgent",
      excerpt: "When every task shouts, the loudest one wins. A short triage ritual gives the important one a chance.",
      hook: "Some weeks every message arrives marked urgent and every task seems to have a deadline of yesterday. Focus collapses not because you are weak but because you are trying to hold ten things at once. The fix starts with choosing one.",
    },
    {
      title: "A Quiet Desk Is Not Enough: Focus Starts Earlier",
      excerpt: "Your ability to focus at ten o'clock is decided by what you did at seven.",
      hook: "We design our workspaces carefully and then arrive at them already scattered: a news feed with breakfast, messages on the bus, a podcast at double speed. By the time we sit down to focus, our attention has been sold off in small pieces.",
    },
    {
      title: "Single-Tasking in a Multi-Tab World",
      excerpt: "Forty open tabs are forty small promises. Keep fewer of them and your focus gets its edges back.",
      hook: "Look at your browser. Every open tab is a small commitment you have not kept or closed. Single-tasking is less about heroic concentration and more about reducing the number of things quietly asking for your attention.",
    },
  ],
  principles: [
    {
      heading: "Work in deliberate cycles",
      body: "Most people can hold deep focus for somewhere between forty-five and ninety minutes before quality drops. Plan for that. Work in a clear block, then take a real break — a walk, a window, a glass of water — rather than a scroll through something else that also demands attention.",
    },
    {
      heading: "Decide the next action before you start",
      body: "Focus leaks away when you sit down and have to work out what to do. End each session by writing the very next step for tomorrow. Starting becomes a matter of reading one line, not making a dozen small decisions.",
    },
    {
      heading: "Attention residue is real",
      body: "When you switch from one task to another, part of your mind stays with the first. That residue makes the second task feel foggy. Batching similar work together and finishing small things before moving on keeps the residue from piling up.",
    },
    {
      heading: "Remove the option, not the temptation",
      body: "You will not out-argue a notification. It is easier to make distraction unavailable: phone in another room, messaging closed, a blocker for the sites you drift to. Focus is far easier when the easy exits are locked.",
    },
    {
      heading: "Triage before you act",
      body: "Write every pressing item on one page. Mark what truly has a consequence today, and choose one thing that matters most. The rest does not disappear, but it stops competing for the same slot in your head.",
    },
    {
      heading: "Protect the first hour",
      body: "The first hour of the day sets the tone for your attention. If it is spent reacting to other people's requests, you train yourself to react all day. Give that hour to something you chose, even if it is only thirty minutes of reading or planning.",
    },
    {
      heading: "Boredom is part of the training",
      body: "If every idle moment is filled with a screen, your mind forgets how to stay with something slow. Let yourself be bored in a queue or on a walk. It feels uncomfortable at first, and it is exactly the capacity that deep focus depends on.",
    },
    {
      heading: "Close loops as you go",
      body: "Unfinished tasks sit in working memory and hum. Writing them down somewhere you trust quiets the hum. A simple list of open loops, reviewed once a day, frees attention for the work in front of you.",
    },
    {
      heading: "One screen, one task",
      body: "Keep only what the current task needs in view. Close the other tabs, hide the dock, put the second monitor to sleep. The point is not austerity; it is that your eyes stop offering your mind a menu every few seconds.",
    },
    {
      heading: "Notice when you drift, without scolding",
      body: "Your mind will wander. The skill is not preventing it but noticing sooner and returning gently. Each return is a repetition of the focus muscle, and scolding yourself just adds one more distraction.",
    },
  ],
  quotes: [
    "Focus is less about what you concentrate on and more about what you are willing to ignore.",
    "Where your attention goes, your week goes.",
    "You cannot do deep work in shallow pieces.",
    "Every notification is someone else's priority asking to become yours.",
    "The ability to focus is rare, which is exactly why it is so valuable.",
  ],
  steps: [
    "Write down the single outcome that would make today a good day.",
    "Put your phone in another room for the first work block.",
    "Set a timer for fifty minutes and work on that one thing.",
    "Take a ten-minute break away from any screen.",
    "Keep a notepad beside you for stray thoughts and return to the task.",
    "Close every tab and window the task does not need.",
    "Check messages at two fixed times instead of whenever they arrive.",
    "Before stopping, write the first step for your next session.",
  ],
  rules: [
    { old: "Answer messages as they arrive.", better: "Batch messages into two or three fixed windows." },
    { old: "Multitask to get more done.", better: "Finish one thing, then start the next." },
    { old: "Push through fatigue with more coffee.", better: "Take a real break and come back sharper." },
    { old: "Keep everything open just in case.", better: "Keep open only what this task needs." },
    { old: "Fill every idle moment with a screen.", better: "Let a few moments a day stay empty." },
  ],
};
