import type { Db } from '../client';
import { pages } from '../schema/pages';

/** The three policy pages. Staff may edit them later; the seed never overwrites an existing page. */
const PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: `<p>OxStrength runs an online fitness platform for lifters in Nepal: training templates, one-to-one coaching, consultations with trainers and the Ox Shop. This policy explains what we collect about you, why, and what you can do about it.</p>
<h2>Information we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, mobile number and password (stored only as a one-way hash). If you sign in with Google or Facebook we receive your name and email from them, never your password.</li>
<li><strong>Delivery addresses:</strong> the province, district, area and street you give us for Ox Shop orders, with the contact name and phone number for the courier.</li>
<li><strong>Orders and payments:</strong> what you bought, the amount in NPR and the reference your payment provider returns. Payments are made through eSewa, Fonepay, Khalti or a card processor; we never see or store your card number, wallet PIN or bank password.</li>
<li><strong>Training data:</strong> the progress you log, messages with your trainer, reviews and forum posts you write.</li>
<li><strong>Newsletter and enquiries:</strong> your name and email when you subscribe, and the messages you send through the contact form.</li>
</ul>
<h2>How we use it</h2>
<p>We use your information to run your account, deliver templates and shop orders, connect you with the trainer you booked, answer your enquiries and, if you subscribed, send you our newsletter. We keep server logs for up to 30 days to find faults and stop abuse.</p>
<h2>Who we share it with</h2>
<p>Your trainer sees your profile and the progress you log for the coaching or consultation you bought. Our delivery partner receives the name, phone number and address of an order. Payment providers receive what they need to take the payment. We do not sell your information or share it for advertising.</p>
<h2>Your choices</h2>
<ul>
<li>You can update your profile and addresses from your dashboard at any time.</li>
<li>Every newsletter mail carries a link to unsubscribe in one click.</li>
<li>You can ask us for a copy of your data or for your account to be deleted. We keep order records for as long as Nepali tax law requires.</li>
</ul>
<h2>Contact</h2>
<p>Questions about your data: write to <a href="mailto:support@oxstrength.com.np">support@oxstrength.com.np</a>.</p>`,
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    description: `<p>These terms apply when you use OxStrength, buy from us or work with a trainer through us. By creating an account or placing an order you accept them.</p>
<h2>Your account</h2>
<p>Give accurate details and keep your password to yourself. An account is for one person. We may suspend accounts used for fraud, abuse of trainers or other members, or resale of our content.</p>
<h2>Prices and payment</h2>
<ul>
<li>All prices are in Nepalese rupees (NPR) and include all applicable taxes, including VAT. The price at checkout is the price you pay.</li>
<li>You can pay with eSewa, Fonepay, Khalti or a card. An order is confirmed only after the payment provider confirms the payment to us.</li>
<li>Discount codes apply to the order total, cannot be exchanged for cash and cannot be combined unless the offer says so.</li>
</ul>
<h2>Delivery</h2>
<p>We deliver Ox Shop products inside Nepal only. Orders are delivered within 1 week of a confirmed payment. If a delivery is late, write to us and we will tell you where it is.</p>
<h2>Templates, coaching and consultations</h2>
<ul>
<li>Training templates are licensed to you for your own training. You may not copy, share or resell them.</li>
<li>Coaching plans run for the weeks you bought (4, 12 or 24) from the day your trainer starts your plan. Consultations are booked with the trainer at a time you both agree.</li>
<li>Our trainers give training and nutrition guidance, not medical advice. Check with a doctor before you start if you have an injury or a health condition.</li>
</ul>
<h2>Reviews and forum</h2>
<p>Write honestly and respectfully. We remove posts that are abusive, misleading or advertise other businesses.</p>
<h2>Liability</h2>
<p>Lifting carries a risk of injury. Train within your limits and use safe equipment. Our liability for any order is limited to the amount you paid for it.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of Nepal, and disputes are settled by the courts of Kathmandu.</p>
<h2>Contact</h2>
<p>Write to <a href="mailto:support@oxstrength.com.np">support@oxstrength.com.np</a> with any question about these terms.</p>`,
  },
  {
    slug: 'refund-policy',
    title: 'Refund Policy',
    description: `<p>We want every purchase to help your training. If something is not right, here is what we can do.</p>
<h2>Ox Shop products</h2>
<ul>
<li>Report a damaged, wrong or missing item within 48 hours of delivery, with a photo, and we will replace it or refund it in full.</li>
<li>Unopened products in their original seal can be returned within 7 days of delivery. We refund the price once the item reaches us.</li>
<li>For hygiene reasons, opened supplements cannot be returned unless they are faulty.</li>
</ul>
<h2>Digital training templates</h2>
<p>Templates are delivered as soon as your payment is confirmed. If you bought the same template twice by mistake, or you have not opened a template within 7 days of buying it, we refund it in full. Once a template has been opened it cannot be refunded.</p>
<h2>Coaching plans</h2>
<ul>
<li>Cancel before your trainer starts your plan and we refund the full price.</li>
<li>Within the first 7 days after your plan starts, you may cancel and receive a refund for the weeks not yet started.</li>
<li>After the first 7 days, coaching plans are not refundable, but your trainer can pause your plan for illness or injury.</li>
</ul>
<h2>Consultations</h2>
<p>Cancel or reschedule at least 24 hours before the agreed time for a full refund or a new slot. Missed consultations are not refunded. If a trainer cancels, you choose between a new slot and a full refund.</p>
<h2>How refunds are paid</h2>
<p>Refunds are paid in NPR to the method you paid with: eSewa, Khalti, the bank account behind your Fonepay payment, or your card. Expect the money within 7 working days of our approval. The value of a discount code is not refunded.</p>
<h2>Ask for a refund</h2>
<p>Write to <a href="mailto:support@oxstrength.com.np">support@oxstrength.com.np</a> with your order number and the reason. We answer within one working day.</p>`,
  },
];

/** Idempotent: inserts the pages whose slugs are not there yet. */
export async function seedPages(db: Db) {
  await db.insert(pages).values(PAGES).onConflictDoNothing({ target: pages.slug });
}
