import type { StaffSubscription } from '@oxstrength/shared/contracts/staff';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../plugins/mail';

/** The mails a client gets when staff decide on their template, coaching or paid consultation (issue 17). */

/** A calendar date (YYYY-MM-DD) as a mail reads it: 25 Nov 2026. */
const formatNepalDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export type StaffDecision =
  | { kind: 'date-approved' }
  | { kind: 'date-proposed'; reason: string }
  | { kind: 'consultation-held' }
  | { kind: 'activated' }
  | { kind: 'made-inactive'; reason: string }
  | { kind: 'reactivated'; reason: string }
  | { kind: 'week-approved'; week: number }
  | { kind: 'week-returned'; week: number; note: string };

/**
 * What a decision's mail reads of the record: a template subscription as staff see it, or a coaching or paid
 * consultation put in its shape (`template.title` is what was bought), with the dashboard page it links to.
 */
export type MailedRecord = Pick<
  StaffSubscription,
  '_id' | 'client' | 'consultation_date' | 'remarks' | 'started_on' | 'status'
> & { template: { title: string }; link?: string; paid?: boolean };

const texts = (sub: MailedRecord, d: StaffDecision): { subject: string; heading: string; body: string[] } => {
  const title = sub.template.title;
  const date = sub.consultation_date ? formatNepalDate(sub.consultation_date) : '';
  switch (d.kind) {
    case 'date-approved':
      return {
        subject: `Your consultation on ${date} is confirmed`,
        heading: 'Your consultation date is approved',
        body: [`Your consultation for ${title} is confirmed for ${date}.`],
      };
    case 'date-proposed':
      return {
        subject: `We proposed ${date} for your consultation`,
        heading: 'A new date for your consultation',
        body: [
          `Our team proposed ${date} for your consultation for ${title}.`,
          `Reason: ${d.reason}`,
          'If that day does not suit you, choose another date on your dashboard.',
        ],
      };
    case 'consultation-held':
      return {
        subject: `Your consultation for ${title} is complete`,
        heading: 'Your consultation is complete',
        body: [
          sub.paid
            ? `Thank you for attending your consultation for ${title}.`
            : `Thank you for attending your consultation for ${title}. Your programme will be activated soon.`,
          ...(sub.remarks ? [`Remarks: ${sub.remarks}`] : []),
        ],
      };
    case 'activated':
      return {
        subject: `${title} is now active`,
        heading: 'Your programme is active',
        body: [
          `${title} is active from ${sub.started_on ? formatNepalDate(sub.started_on) : 'today'}. Week 1 is open: log your training as you go.`,
        ],
      };
    case 'made-inactive':
      return {
        subject: `${title} is now inactive`,
        heading: 'Your programme is inactive',
        body: [`${title} has been made inactive.`, `Reason: ${d.reason}`],
      };
    case 'reactivated':
      return {
        subject: `${title} is active again`,
        heading: 'Your programme is active again',
        body: [`${title} has been made active again.`, `Reason: ${d.reason}`],
      };
    case 'week-approved':
      return {
        subject: `Week ${d.week} of ${title} is complete`,
        heading: `Week ${d.week} is complete`,
        body: [
          sub.status === 'Completed'
            ? `Congratulations! Our team approved week ${d.week}, the last week of ${title}: you have completed the programme.`
            : `Our team approved week ${d.week} of ${title}. Week ${d.week + 1} is now open.`,
        ],
      };
    case 'week-returned':
      return {
        subject: `Week ${d.week} of ${title} needs another look`,
        heading: `Week ${d.week} was returned`,
        body: [
          `Our team returned week ${d.week} of ${title} with a note:`,
          d.note,
          'Update your log, then ask again for the week to be marked complete.',
        ],
      };
  }
};

export function staffDecisionMail(
  appUrl: string,
  sub: MailedRecord,
  decision: StaffDecision,
): OutgoingMail | null {
  if (!sub.client) return null;
  const { subject, heading, body } = texts(sub, decision);
  const { html, text } = renderMail({
    heading,
    paragraphs: [`Hi ${sub.client.name},`, ...body],
    action: sub.link
      ? { label: 'Open My Trainers', url: `${appUrl}${sub.link}` }
      : { label: 'Open My Packages', url: `${appUrl}/dashboard/packages/${sub._id}` },
  });
  return { to: sub.client.email, subject, text, html, kind: `staff-${decision.kind}` };
}
