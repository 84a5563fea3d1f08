import { GIFT_MESSAGES, type Gift, type GiftKind } from '@oxstrength/shared/contracts/gifts';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { renderMail } from '../lib/mail-layout';
import { isId } from '../lib/path-id';
import type { Mailer } from '../plugins/mail';
import { giftJson, takePendingGift, verifiedEmail } from '../features/gifts/gifts.service';
import { grantGift } from '../features/training/subscriptions.service';
import { markActiveMember, userContact } from '../features/users/users.service';

/**
 * PATCH /claim/gift/{one}/{id} (issue 20): the caller claims a gift sent to their verified email. In one
 * transaction: the gift Claimed, the claimer's subscription (Pending, as a purchase makes it), their active
 * membership and the sender's mail in the outbox, so the mail exists exactly when the claim committed.
 */
export async function claimGift(
  db: Db,
  deps: { config: Config; mailer: Mailer },
  userId: string,
  kind: GiftKind,
  id: string,
): Promise<{ gift: Gift; subscriptionId: string }> {
  const email = isId(id) ? await verifiedEmail(db, userId) : null;
  if (!email) throw notFound(GIFT_MESSAGES.notFound);
  const result = await db.transaction(async (tx) => {
    const claimed = await takePendingGift(tx, { id, kind, email, userId });
    const subscriptionId = await grantGift(tx, claimed, userId);
    // The order line's subscription exists only through this claim: if it is already there, nothing more is given.
    if (!subscriptionId) throw conflict(GIFT_MESSAGES.alreadyClaimed);
    await markActiveMember(tx, userId);
    const [sender, recipient] = await Promise.all([
      userContact(tx, claimed.senderId),
      userContact(tx, userId),
    ]);
    const gift = await giftJson(tx, kind, claimed);
    if (sender)
      await deps.mailer.enqueue(
        tx,
        claimedMail(deps.config, gift, sender, recipient?.name ?? claimed.recipientName),
      );
    return { gift, subscriptionId };
  });
  deps.mailer.kick();
  return result;
}

function claimedMail(
  config: Config,
  gift: Gift,
  sender: { name: string; email: string },
  recipientName: string,
) {
  const title = (gift.template ?? gift.coaching ?? gift.consultation)?.title ?? 'your gift';
  const content = renderMail({
    heading: 'Your gift was claimed',
    paragraphs: [
      `Hi ${sender.name},`,
      `${recipientName} (${gift.receiver_email}) claimed ${title}${gift.plan ? ` (${gift.plan})` : ''}.`,
    ],
    action: { label: 'See your gifts', url: `${config.APP_URL}/dashboard/gifts` },
  });
  return {
    to: sender.email,
    subject: `${recipientName} claimed your gift on OxStrength`,
    kind: 'gift-claimed',
    ...content,
  };
}
