import { ASSISTANT_OFF_TOPIC_REPLY, MIN_HAEMOGLOBIN_G_PER_DL, MIN_WEIGHT_KG_FOR_350_ML, EMERGENCY_NUMBERS } from '@redhope/domain';
import { loadTopics } from '../knowledge/knowledge-base';
import { buildSystemPrompt } from './system-prompt';

describe('the system prompt of an external model', () => {
  const topics = loadTopics();
  const prompt = buildSystemPrompt(topics);

  it('carries every product how-to, with its in-app links, and no health topic', () => {
    for (const topic of topics.filter((t) => t.kind === 'product')) expect(prompt).toContain(`### ${topic.title}\n${topic.body}`);
    expect(prompt).toContain('(/create-request)');
    expect(prompt).not.toContain('### Dengue');
  });

  it('carries the rules: name, off-topic reply, no diagnosis or doses, emergency numbers, donation facts', () => {
    expect(prompt).toContain('You are Jyoti');
    expect(prompt).toContain(`reply exactly: "${ASSISTANT_OFF_TOPIC_REPLY}"`);
    expect(prompt).toMatch(/Never diagnose/);
    expect(prompt).toMatch(/never give medicine doses/);
    for (const number of [EMERGENCY_NUMBERS.emergency, EMERGENCY_NUMBERS.ambulance, EMERGENCY_NUMBERS.mothersAndInfants, EMERGENCY_NUMBERS.teleManas]) expect(prompt).toContain(number);
    expect(prompt).toContain(`at least ${MIN_WEIGHT_KG_FOR_350_ML} kg`);
    expect(prompt).toContain(`at least ${MIN_HAEMOGLOBIN_G_PER_DL} g/dL`);
  });
});
