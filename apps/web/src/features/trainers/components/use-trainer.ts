import { useOutletContext } from 'react-router';
import type { TrainerProfile } from '../../../lib/catalogue/types';

/** The trainer whose profile is open; the profile layout passes it to its tabs through the outlet. */
export const useTrainer = () => useOutletContext<TrainerProfile>();
