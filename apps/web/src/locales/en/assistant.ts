import { ASSISTANT_SAMPLE_QUESTIONS } from '@redhope/domain';

/** The health assistant's chat. */
const assistant = {
  title: 'Assistant Jyoti',
  greeting: "Hello, I'm Jyoti",
  intro: 'Ask me anything about your health and I will try to help you.',
  samplesLabel: 'Sample questions',
  samples: {
    diabetes: ASSISTANT_SAMPLE_QUESTIONS[0],
    sleep: ASSISTANT_SAMPLE_QUESTIONS[1],
    weightLoss: ASSISTANT_SAMPLE_QUESTIONS[2],
    immunity: ASSISTANT_SAMPLE_QUESTIONS[3],
    stress: ASSISTANT_SAMPLE_QUESTIONS[4],
  },
  conversation: 'Conversation with Jyoti',
  you: 'You',
  jyoti: 'Jyoti',
  inputPlaceholder: 'Type your health queries',
  send: 'Send',
  generating: 'Generating responses...',
  copy: 'Copy message',
  askAgain: 'Ask again',
  copyFailed: 'Unable to copy the text',
  taskDone: 'Done',
  taskOpen: 'Not done',
  table: 'Table',
  emergency: {
    title: 'This may be an emergency',
    titleSelfHarm: 'You do not have to face this alone',
    call: 'Call {{number}}',
    firstAction: 'Do this first',
    numbers: {
      emergency: 'Emergency',
      ambulance: 'Ambulance',
      teleManas: 'Tele-MANAS, mental health support',
      teleManasTollFree: 'Tele-MANAS, toll-free',
      mothersAndInfants: 'Pregnancy and infant transport',
    },
  },
} as const;

export default assistant;
