import { describe, it } from 'vitest';
import { meanMedianMode } from './statistics.ts';
import { expectSoundTopic } from './worked-topics.test-helpers.ts';

describe('statistics topics', () => {
  it('mean, median and mode', () => expectSoundTopic(meanMedianMode));
});
