import { z } from 'zod';
import { OFFER_KINDS, OFFER_STATUSES } from '../constants';
import { refJson } from './common';
import { paging, success } from './reply';

/** Replies of the small site areas: offers, policy pages, locations, contact, newsletter and health. */

// ---- Offers (GET /offers).

export const offerJson = z.object({
  _id: z.string(),
  title: z.string(),
  info: z.string(),
  cover: z.string(),
  link: z.string().nullable(),
  valid_on: z.enum(OFFER_KINDS),
  status: z.enum(OFFER_STATUSES),
});
export type Offer = z.infer<typeof offerJson>;

export const offersPageReply = success({ offers: z.array(offerJson), ...paging });
export type OffersPageReply = z.infer<typeof offersPageReply>;

// ---- Policy pages (GET /page/detail/{id}).

export const pageJson = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe('Sanitised HTML'),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageJson>;

export const pageReply = success({ page: pageJson });
export type PageReply = z.infer<typeof pageReply>;

// ---- Locations: Nepal's provinces and districts.

export const provinceJson = z.object({ _id: z.string(), name: z.string(), number: z.number().int() });
export type Province = z.infer<typeof provinceJson>;

export const districtJson = refJson;
export type District = z.infer<typeof districtJson>;

export const provincesReply = success({ provinces: z.array(provinceJson) });
export type ProvincesReply = z.infer<typeof provincesReply>;

export const districtsReply = success({ districts: z.array(districtJson) });
export type DistrictsReply = z.infer<typeof districtsReply>;

// ---- Contact (GET /contact/information).

export const contactInformationJson = z.object({
  email: z.string(),
  contact_num: z.string(),
  address: z.string(),
  open_hours: z.string(),
  social: z.object({
    facebook: z.string().optional(),
    twitter: z.string().optional(),
    instagram: z.string().optional(),
  }),
});
export type ContactInformation = z.infer<typeof contactInformationJson>;

export const contactInformationReply = success({ contact_information: contactInformationJson });
export type ContactInformationReply = z.infer<typeof contactInformationReply>;

// ---- Newsletter (GET /newsfeed/subscriber/{id}, PATCH unsubscribe and resubscribe).

export const subscriberJson = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  emailBlacklisted: z.boolean(),
});
export type Subscriber = z.infer<typeof subscriberJson>;

export const subscriberReply = success({ subscriber: subscriberJson });
export type SubscriberReply = z.infer<typeof subscriberReply>;

// ---- Health (GET /health, /health/ready, /health/live): no message, unlike other successes.

/** GET /health and GET /health/ready: the database answers and has every migration this build ships. */
export const healthReply = z.object({
  status: z.literal('success'),
  database: z.literal('ok'),
  /** Present in shared mode (REDIS_URL): Redis answered too. */
  redis: z.literal('ok').optional(),
});
export type HealthReply = z.infer<typeof healthReply>;

/** GET /health/live: the process answers (nothing else is asked). */
export const liveReply = z.object({ status: z.literal('success') });
export type LiveReply = z.infer<typeof liveReply>;
