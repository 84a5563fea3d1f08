import { coachings, consultations } from '../../db/schema/programmes';
import { publishableItems } from '../../lib/publishable-items';

/** Coaching and consultations for the admins' publish switch (issue 19): listed published or not, switched. */
export const programmeItems = {
  coaching: publishableItems(coachings),
  consultation: publishableItems(consultations),
};
