import { describe, it } from 'vitest';
import { algebraicIdentities, indicesAndSurds, linearEquations } from './algebra.ts';
import { expectSoundTopic } from './worked-topics.test-helpers.ts';

describe('algebra topics', () => {
  it('algebraic identities: every question proved by a numeric second solver', () =>
    expectSoundTopic(algebraicIdentities));
  it('linear equations', () => expectSoundTopic(linearEquations));
  it('indices and surds', () => expectSoundTopic(indicesAndSurds));
});
