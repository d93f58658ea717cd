/**
 * Ranking rules shared by both rank stores, the server and the screen. A learner's rank is
 * 1 + the number of ranked learners with a strictly higher score, so ties share a rank
 * (1, 2, 2, 4). Learners hidden from public boards still count: their rank stays what
 * `currentRank` says, and the public list merely leaves their rows out.
 */

/** Competition ranks of scores already sorted from highest to lowest. */
export function competitionRanks(sortedScores: readonly number[]): number[] {
  const ranks: number[] = [];
  sortedScores.forEach((score, index) => {
    const previous = sortedScores[index - 1];
    ranks.push(index > 0 && previous === score ? (ranks[index - 1] ?? index + 1) : index + 1);
  });
  return ranks;
}

/** The rank of a score among others: 1 + how many are strictly higher. */
export function rankAmong(score: number, scores: Iterable<number>): number {
  let higher = 0;
  for (const other of scores) if (other > score) higher += 1;
  return higher + 1;
}

/**
 * "top 12% of 5,431 learners": the rank as a whole percent of the ranked learners, rounded up so
 * that nobody is "top 0%" and the last learner is "top 100%".
 */
export function topPercent(rank: number, rankedLearners: number): number {
  if (rankedLearners <= 0) return 100;
  return Math.min(100, Math.max(1, Math.ceil((rank / rankedLearners) * 100)));
}

/** First name and the initial of the last, for privacy: "Asha Rani Verma" -> "Asha V.". */
export function publicName(displayName: string | null | undefined): string | null {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return null;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0] : undefined;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
