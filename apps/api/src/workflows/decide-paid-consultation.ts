import type { PaidConsultation } from '@oxstrength/shared/contracts/coaching-training';
import type { StaffAction } from '@oxstrength/shared/policy';
import type { Db, Tx } from '../db/client';
import type { StaffCaller } from '../lib/staff-caller';
import { programmeStaffActor } from '../features/staff/policy';
import type { StaffDecision } from '../features/coaching-desk/decision-mails';
import {
  approvePaidConsultation,
  markPaidConsultationHeld,
  proposePaidConsultation,
  type ProgrammeStaffActor,
} from '../features/training/coaching-staff.service';
import { COACHING_MESSAGES as M } from '../features/training/coaching-training-messages';
import { decide, paidRecord, STAFF_MESSAGES, type DecisionDeps } from './staff-decision';

/**
 * Staff decide on a paid consultation's date (issue 16): approve it, propose another or mark it held. The
 * training area's step under the action's policy (the step writes the audit entry), its holder's mail of
 * the decision in the same transaction, and the consultation with the step's message.
 */

function decidePaid(
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  action: StaffAction,
  step: (tx: Tx, actor: ProgrammeStaffActor) => Promise<PaidConsultation>,
  message: string,
  decision: StaffDecision,
) {
  const actor = programmeStaffActor(caller, action, M.subscriptionNotFound);
  return decide(
    db,
    deps,
    (tx) => step(tx, actor),
    () => ({ message, decision }),
    paidRecord,
  );
}

export const approvePaidDate = (db: Db, deps: DecisionDeps, caller: StaffCaller, id: string) =>
  decidePaid(
    db,
    deps,
    caller,
    'subscription.approveDate',
    (tx, actor) => approvePaidConsultation(tx, id, actor),
    STAFF_MESSAGES.dateApproved,
    { kind: 'date-approved' },
  );

export const proposePaidDate = (
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  date: string,
  reason: string,
) =>
  decidePaid(
    db,
    deps,
    caller,
    'subscription.proposeDate',
    (tx, actor) => proposePaidConsultation(tx, id, actor, date, reason),
    STAFF_MESSAGES.dateProposed(date),
    { kind: 'date-proposed', reason: reason.trim() },
  );

export const markPaidHeld = (db: Db, deps: DecisionDeps, caller: StaffCaller, id: string, remarks: string) =>
  decidePaid(
    db,
    deps,
    caller,
    'subscription.markHeld',
    (tx, actor) => markPaidConsultationHeld(tx, id, actor, remarks),
    STAFF_MESSAGES.held,
    { kind: 'consultation-held' },
  );
