import { useOutletContext } from 'react-router';
import type { TrainerPublicProfile as TrainerProfile } from '@oxstrength/shared/contracts/users';

/** The trainer whose profile is open; the profile layout passes it to its tabs through the outlet. */
export const useTrainer = () => useOutletContext<TrainerProfile>();
