import { DEFAULT_PREFERENCES, type Difficulty } from '@abhyas/domain';
import { useAuth } from '../../auth/auth-context.tsx';
import { learnerIdOf } from '../progress/record-progress.ts';

export interface LearnerView {
  uid: string | undefined;
  /** `uid`, or the device's anonymous learner. */
  learnerId: string;
  signedIn: boolean;
  soundEnabled: boolean;
  difficulty: Difficulty;
  currentRank: number | undefined;
  totalScore: number | undefined;
}

/** The learner as the learn screens need them: signed in or not, and their preferences. */
export function useLearner(): LearnerView {
  const { user, profile } = useAuth();
  const uid = user?.uid ?? undefined;
  const preferences = profile?.preferences ?? DEFAULT_PREFERENCES;
  return {
    uid,
    learnerId: learnerIdOf({ uid }),
    signedIn: uid !== undefined,
    soundEnabled: preferences.soundEnabled,
    difficulty: preferences.difficulty,
    currentRank: profile?.currentRank,
    totalScore: profile?.totalScore,
  };
}
